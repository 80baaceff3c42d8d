/**
 * What the previews read from the editor: the entry as it stands (every keystroke draws it again),
 * the other data files they need, and the pictures the entries name. Used by previews.tsx.
 */
import { useEffect, useState } from 'react';
import type { CustomPreviewTemplateProps } from '@sveltia/cms';
import type { PictureSource } from '../components/ui/picture';
import { plainData } from './plain-data';
import { READ_FILES } from '../lib/editor-preview-names';

/** An entry while it is edited: any field may be empty yet. */
export type Draft<T> = { [K in keyof T]?: T[K] };

/** The entry's data as plain values. */
export const entryData = (entry: CustomPreviewTemplateProps['entry']): unknown => plainData(entry.get('data'));

/** The entries of a list file: the editor holds them under the file's one field, named as the file. */
export function listOf<T>(data: unknown, file: string): Draft<T>[] {
  const list = (data as Record<string, unknown> | null)?.[file];
  return Array.isArray(list) ? (list as Draft<T>[]) : [];
}

/**
 * The index of the entry whose values changed at the last render (kept until another changes);
 * the first entry until then.
 */
export function useEditedIndex(items: readonly unknown[]): number {
  const texts = items.map((item) => JSON.stringify(item));
  const [seen, setSeen] = useState({ texts, index: 0 });
  if (seen.texts.join('\0') !== texts.join('\0')) {
    const changed = texts.findIndex((text, index) => seen.texts[index] !== text);
    setSeen({ texts, index: changed >= 0 ? changed : seen.index });
  }
  return Math.max(0, Math.min(seen.index, items.length - 1));
}

type GetCollection = CustomPreviewTemplateProps['getCollection'];

/** The other data files, as the editor holds them (READ_FILES). */
export type ReadFiles = { [K in keyof typeof READ_FILES]: unknown };

async function readFile(getCollection: GetCollection, { collection, file }: { collection: string; file: string }): Promise<unknown> {
  const entry = await getCollection(collection, file);
  if (Array.isArray(entry) || !entry) throw new Error(`The editor has no file "${file}" in "${collection}" (src/lib/editor-preview-names.ts)`);
  return entryData(entry);
}

/** The files of READ_FILES, read once; null until then. */
export function useReadFiles(getCollection: GetCollection): ReadFiles | null {
  const [files, setFiles] = useState<ReadFiles | null>(null);
  useEffect(() => {
    let current = true;
    const names = Object.keys(READ_FILES) as (keyof ReadFiles)[];
    void Promise.all(names.map((name) => readFile(getCollection, READ_FILES[name]))).then((read) => {
      if (current) setFiles(Object.fromEntries(names.map((name, index) => [name, read[index]])) as ReadFiles);
    });
    return () => {
      current = false;
    };
  }, [getCollection]);
  return files;
}

/** A picture an entry names, as the preview draws it; undefined until it is read. */
export type Pictures = (path: string | undefined) => PictureSource | undefined;

/** The preview's own addresses of the pictures the files name, by path, as each is read. */
const pictureAddresses = new Map<string, string>();
const pictureReads = new Set<string>();

/** How soon a picture the editor has not read yet is asked for again. */
const READ_AGAIN_MS = 200;

/**
 * The pictures of the preview. The files name them relative to data/ ("images/jobs/x.jpg"): the
 * editor's copy of each is read once (getAsset), and drawn from an address of the preview's own
 * (the editor's own addresses of its files last only as long as it needs them). Until it is read,
 * no picture. A picture just chosen is, until saved, the blob the editor holds for the draft.
 */
export function usePictures(getAsset: CustomPreviewTemplateProps['getAsset']): Pictures {
  const [, setRead] = useState(0);
  const again = () => window.setTimeout(() => setRead((count) => count + 1), READ_AGAIN_MS);
  return (path) => {
    if (!path) return undefined;
    if (path.startsWith('blob:')) return path;
    const known = pictureAddresses.get(path);
    if (known) return known;
    const asset = getAsset(path) ?? getAsset(`./${path.replace(/^\.\//, '')}`);
    if (!asset || pictureReads.has(path)) return undefined;
    // The editor gives its address of the file once it has read it: until then, ask again soon.
    if (!asset.url.startsWith('blob:')) {
      again();
      return undefined;
    }
    pictureReads.add(path);
    fetch(asset.url)
      .then((response) => response.blob())
      .then((blob) => {
        pictureAddresses.set(path, URL.createObjectURL(blob));
        setRead((count) => count + 1);
      })
      .catch(() => {
        pictureReads.delete(path);
        again();
      });
    return undefined;
  };
}
