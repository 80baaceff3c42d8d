/**
 * What a visitor would see wrong with the text on the screen, checked in the page itself: one
 * function, sent as it is to Chromium, Firefox and WebKit (e2e/support/visitor.ts runs it), so the
 * three engines are judged by the same rule. It is self-contained (no import, no outside name),
 * as only its source reaches the page.
 *
 * Each line of visible text on the screen (the lines of every text node, as the browser lays them
 * out) must be:
 * - inside the screen, left to right (nothing past its edges, which a visitor cannot scroll to);
 * - whole inside every box that clips it: an ancestor whose overflow is not visible, or that
 *   contains its paint (`contain: paint`, `content-visibility: auto`), as far as its clip margin;
 * - clear of every other line of text laid out in the same layer (a fixed header over the page
 *   it scrolls over is not an overlap).
 * And the page must be no wider than the screen (no sideways scroll).
 *
 * Not text a visitor is meant to see, so left out: what is not rendered (display: none, a closed
 * menu), invisible (visibility: hidden, opacity 0), visually hidden (clipped to nothing, as
 * .visually-hidden does for screen readers), above the page (the skip link until focused), and an
 * inert or aria-hidden part wholly outside what clips it (a carousel's slides out of view), as is
 * a slide wholly outside a carousel's list before its slider has started (the list carries
 * `sliderPending`, SLIDER_PENDING_ATTRIBUTE of src/lib/carousel.ts, given by the caller: with
 * scripts, the list is laid out as the slider's first view until the slider replaces it).
 *
 * Resolves with one sentence per problem, naming the text and its element.
 */
export async function textOnScreenProblems(sliderPending: string): Promise<string[]> {
  // The text is judged at rest. What moves it may have started since the page settled (a
  // carousel's next slide, on its own timer): let it finish first. One still in its delay (a
  // staggered entrance, --reveal-delay in global.css) moves nothing yet. From the last frame
  // waited for on, the check runs in one go, so nothing can start moving under it.
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const movingText = () =>
    document.getAnimations().filter((animation) => {
      const timing = animation.effect?.getComputedTiming();
      const target = (animation.effect as KeyframeEffect | null)?.target;
      const moving = animation.playState === 'running' && timing?.progress !== null && timing?.endTime !== Infinity;
      return moving && animation.timeline === document.timeline && Boolean(target?.textContent?.trim());
    });
  for (let round = 0, now = movingText(); now.length > 0 && round < 5; round += 1, now = movingText()) {
    await Promise.all(now.map((animation) => animation.finished.catch(() => undefined)));
    await frame();
  }

  /** Less than this, in CSS px, is rounding (sub-pixel layout, anti-aliasing). */
  const TOLERANCE = 1;
  const screenWidth = document.documentElement.clientWidth;
  const screenHeight = window.innerHeight;
  const problems: string[] = [];

  const wider = document.documentElement.scrollWidth - screenWidth;
  if (wider > TOLERANCE || window.scrollX !== 0) {
    problems.push(`the page is ${wider} px wider than the screen (${screenWidth} px): it scrolls sideways (scrolled ${window.scrollX} px)`);
  }

  type Box = { left: number; right: number; top: number; bottom: number };
  type Clip = { box: Box; owner: Element; hidesAll: boolean };
  type Line = { rect: DOMRect; text: string; element: Element; layer: Element | null };

  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (element: Element): CSSStyleDeclaration => {
    let found = styles.get(element);
    if (!found) {
      found = getComputedStyle(element);
      styles.set(element, found);
    }
    return found;
  };
  const clipMarginWorks = typeof CSS !== 'undefined' && CSS.supports('overflow-clip-margin', '8px');

  /** The box an element clips its descendants to, if it clips them. */
  function clipOf(element: Element): Clip | null {
    const s = style(element);
    // Overflow does not apply to an inline box, nor to one that has none.
    if (s.display === 'inline' || s.display === 'contents') return null;
    const clipsX = s.overflowX !== 'visible';
    const clipsY = s.overflowY !== 'visible';
    const paint = /paint|strict|content/.test(s.contain) || s.getPropertyValue('content-visibility') === 'auto';
    if (!clipsX && !clipsY && !paint) return null;
    // Scrollers show the rest of their text when scrolled: only what they cut on a clipped axis counts.
    const scrolls = (overflow: string) => overflow === 'auto' || overflow === 'scroll';
    const rect = element.getBoundingClientRect();
    const borderLeft = parseFloat(s.borderLeftWidth) || 0;
    const borderTop = parseFloat(s.borderTopWidth) || 0;
    const inner = {
      left: rect.left + borderLeft,
      top: rect.top + borderTop,
      right: rect.left + borderLeft + element.clientWidth,
      bottom: rect.top + borderTop + element.clientHeight,
    };
    // overflow: clip and paint containment clip at the clip margin; hidden and the scrollers at the padding box.
    const margin = clipMarginWorks && (paint || s.overflowX === 'clip' || s.overflowY === 'clip') ? parseFloat(s.getPropertyValue('overflow-clip-margin')) || 0 : 0;
    const infinite = Number.POSITIVE_INFINITY;
    const box = {
      left: paint || (clipsX && !scrolls(s.overflowX)) ? inner.left - margin : -infinite,
      right: paint || (clipsX && !scrolls(s.overflowX)) ? inner.right + margin : infinite,
      top: paint || (clipsY && !scrolls(s.overflowY)) ? inner.top - margin : -infinite,
      bottom: paint || (clipsY && !scrolls(s.overflowY)) ? inner.bottom + margin : infinite,
    };
    // A box of a pixel or less that clips (.visually-hidden) shows nothing: what is in it is meant for screen readers.
    const hidesAll = (s.clip !== 'auto' && s.clip !== '') || rect.width <= 1 || rect.height <= 1;
    return { box, owner: element, hidesAll };
  }

  /** What an element's ancestors make of the text in it: hidden, or which boxes clip it and in which layer it is painted. */
  type Context = { hidden: boolean; hiddenOutOfView: boolean; clips: Clip[]; layer: Element | null };
  const contexts = new Map<Element, Context>();
  function contextOf(element: Element): Context {
    const known = contexts.get(element);
    if (known) return known;
    const parent = element.parentElement;
    const outer: Context = parent ? contextOf(parent) : { hidden: false, hiddenOutOfView: false, clips: [], layer: null };
    const s = style(element);
    let context: Context;
    if (outer.hidden || s.visibility === 'hidden' || s.visibility === 'collapse' || s.opacity === '0' || s.display === 'none') {
      context = { ...outer, hidden: true };
    } else {
      const clip = element === document.documentElement || element === document.body ? null : clipOf(element);
      const position = s.position;
      context = {
        hidden: clip?.hidesAll === true,
        hiddenOutOfView:
          outer.hiddenOutOfView || element.getAttribute('aria-hidden') === 'true' || element.hasAttribute('inert') || element.hasAttribute(sliderPending),
        clips: clip ? [...outer.clips, clip] : outer.clips,
        // A fixed or sticky box (the header, a floating button) is painted over the page that scrolls under it.
        layer: position === 'fixed' || position === 'sticky' ? element : outer.layer,
      };
    }
    contexts.set(element, context);
    return context;
  }

  const describe = (element: Element): string => {
    const classes = Array.from(element.classList).slice(0, 3).join(' ');
    const landmark = element.closest('header, nav, main, footer, aside, section, [role="region"]');
    const where = landmark && landmark !== element ? ` in ${landmark.tagName.toLowerCase()}${landmark.getAttribute('aria-label') ? `[aria-label="${landmark.getAttribute('aria-label')}"]` : ''}` : '';
    return `<${element.tagName.toLowerCase()}${classes ? ` class="${classes}"` : ''}>${where}`;
  };
  const quote = (text: string) => `"${text.length > 60 ? `${text.slice(0, 57)}…` : text}"`;

  // The lines of text that reach into the screen's height.
  const lines: Line[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode(node) {
      if (node.nodeType === Node.TEXT_NODE) return NodeFilter.FILTER_ACCEPT;
      const element = node as Element;
      if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SELECT', 'IFRAME', 'svg'].includes(element.tagName)) return NodeFilter.FILTER_REJECT;
      // A section the browser skips until it nears the screen (content-visibility: auto) paints nothing: not looked into.
      const far = element.getBoundingClientRect();
      if (style(element).getPropertyValue('content-visibility') === 'auto' && (far.bottom < 0 || far.top > screenHeight)) return NodeFilter.FILTER_REJECT;
      return NodeFilter.FILTER_SKIP;
    },
  });
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const raw = node.textContent ?? '';
    const start = raw.search(/\S/);
    if (start < 0) continue;
    const element = node.parentElement;
    if (!element) continue;
    const outer = element.getBoundingClientRect();
    if (outer.bottom < 0 || outer.top > screenHeight) continue;
    const context = contextOf(element);
    if (context.hidden) continue;
    range.setStart(node, start);
    range.setEnd(node, raw.length - (raw.length - raw.trimEnd().length));
    const text = raw.replace(/\s+/g, ' ').trim();
    for (const rect of Array.from(range.getClientRects())) {
      if (rect.width < 1 || rect.height < 1 || rect.bottom <= 0 || rect.top >= screenHeight) continue;
      // Cut by a box that clips it (a slide out of view is hidden by design: inert, aria-hidden or before its slider started).
      let cut: { by: Element; over: number } | null = null;
      let shown = true;
      for (const clip of context.clips) {
        const over = Math.max(clip.box.left - rect.left, rect.right - clip.box.right, clip.box.top - rect.top, rect.bottom - clip.box.bottom);
        if (over > TOLERANCE && !cut) cut = { by: clip.owner, over };
        if (rect.right <= clip.box.left || rect.left >= clip.box.right || rect.bottom <= clip.box.top || rect.top >= clip.box.bottom) shown = false;
      }
      if (!shown && context.hiddenOutOfView) continue;
      if (cut) {
        const how = shown ? `${Math.round(cut.over)} px of it lies outside that box` : 'it lies wholly outside that box';
        problems.push(`${quote(text)} in ${describe(element)} is cut by ${describe(cut.by)}: ${how}`);
        break;
      }
      const off = Math.max(-rect.left, rect.right - screenWidth);
      if (off > TOLERANCE) {
        problems.push(`${quote(text)} in ${describe(element)} runs ${Math.round(off)} px past the ${rect.left < 0 ? 'left' : 'right'} edge of the screen`);
        break;
      }
      // Overlaps are judged on lines wholly on the screen, each once.
      if (rect.top >= 0 && rect.bottom <= screenHeight) lines.push({ rect, text, element, layer: context.layer });
    }
  }

  // Two lines of different text nodes overlapping by more than a sliver (the glyph boxes of lines
  // set tight touch; text on text covers a third of a line's height or more).
  const seen = new Set<string>();
  for (let i = 0; i < lines.length; i += 1) {
    for (let j = i + 1; j < lines.length; j += 1) {
      const a = lines[i];
      const b = lines[j];
      if (a.layer !== b.layer || a.element === b.element) continue;
      const width = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
      const height = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
      if (width > 2 && height > Math.min(a.rect.height, b.rect.height) / 3) {
        const key = `${a.text}|${b.text}`;
        if (seen.has(key)) continue;
        seen.add(key);
        problems.push(`${quote(a.text)} in ${describe(a.element)} and ${quote(b.text)} in ${describe(b.element)} overlap (${Math.round(width)} × ${Math.round(height)} px)`);
      }
    }
  }
  return problems;
}
