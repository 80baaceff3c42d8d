/** The icon names a data file may use (see data/README.md). The components map each to a drawing. */
export const ICON_NAMES = [
  'activity', 'award', 'bar-chart-2', 'bell', 'box', 'briefcase', 'camera', 'check-circle', 'clipboard',
  'clock', 'cloud', 'code', 'cpu', 'credit-card', 'database', 'dollar-sign', 'eye', 'file-text',
  'globe', 'grid', 'hash', 'headphones', 'heart', 'layers', 'layout', 'lock', 'mail', 'map-pin',
  'message-circle', 'mic', 'monitor', 'package', 'pen-tool', 'pie-chart', 'radio', 'refresh-cw',
  'search', 'send', 'server', 'settings', 'share-2', 'shield', 'shopping-cart', 'sliders',
  'smartphone', 'star', 'tag', 'target', 'thumbs-up', 'trending-up', 'truck', 'user-check', 'users',
  'zap',
] as const;

export type IconName = (typeof ICON_NAMES)[number];
