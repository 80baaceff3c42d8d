import type { CmsConfig, CollectionFile, Field, FileCollection } from '@sveltia/cms';
import { COLLECTIONS, jsonSchemaOf, type Collection, type JsonSchema } from '../data/data-schema';
import { cmsFields, hasImagePath, listWidget } from './cms-fields';
import type { CmsSettings } from './cms-settings';
import { ADMIN_PATH } from './policy';

/**
 * The content editor's configuration (Sveltia CMS), generated from the data files' JSON Schemas
 * (jsonSchemaOf, src/node/data/data-schema.ts): one editor
 * file per data file, grouped by the part of the site that shows it; list files as root lists
 * (the file is the list), summarised by each entry's title; pictures saved under
 * data/<the file's images folder>/. Nothing here is written by hand beside the schema.
 */

/** Where the data files sit in the repository. */
export const DATA_DIR = 'data';

/**
 * The repository named when none is set: the local copy's folder name, which the sign-in screen
 * shows, under an owner no GitHub account can have, which the error of a GitHub sign-in shows.
 */
export const unsetRepo = (projectName: string) => `set-CMS_GITHUB_REPO/${projectName}`;

/** The largest picture the editor accepts, in bytes. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** The editor's logo and favicon, copied beside it (see build-admin.ts). */
export const LOGO_FILE = 'logo-mark.svg';

/** The editor's title: on its sign-in screen and the browser's tab. */
export const editorTitle = (siteName: string) => `${siteName} · Content`;

/** The editor's name for a data file: its path without `.json`, with `-` for `/`. */
export const fileName = (file: string) => file.replace(/\.json$/, '').replace(/\//g, '-');

const slugOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The fields of one data file: its object's fields, or one root list of its entries. */
function fieldsOf(file: string, collection: Collection, schema: JsonSchema): Field[] {
  const where = `data/${file}`;
  if (!collection.list) return cmsFields(schema, where);
  return [{ name: fileName(file), label: collection.label, root: true, ...listWidget(schema, where) } as Field];
}

function editorFile(file: string, collection: Collection): CollectionFile {
  const images = collection.images;
  const schema = jsonSchemaOf(collection);
  if (hasImagePath(schema) && !images) throw new Error(`data/${file}: has pictures but no images folder (set "images" in COLLECTIONS, src/node/data/data-schema.ts)`);
  if (images && !images.startsWith('images/')) throw new Error(`data/${file}: its images folder must be under data/images/, not "${images}"`);
  return {
    name: fileName(file),
    label: collection.label,
    file: `${DATA_DIR}/${file}`,
    format: 'json',
    fields: fieldsOf(file, collection, schema),
    // An absolute folder with a public path relative to the file: the way the files store
    // pictures ("images/jobs/x.jpg", relative to data/). The editor writes "./images/jobs/x.jpg";
    // the save hook in src/editor/start-cms.ts drops the "./".
    ...(images ? { media_folder: `/${DATA_DIR}/${images}`, public_folder: `./${images}` } : {}),
  };
}

/** What the configuration needs besides the schema. */
export type CmsConfigInputs = {
  settings: CmsSettings;
  /** The name of the project's folder. */
  projectName: string;
  /** The business name, for the editor's title. */
  siteName: string;
  /** The public address of the site. */
  siteUrl: string;
};

/** The whole configuration, as the editor reads it from its config file. */
export function cmsConfig({ settings, projectName, siteName, siteUrl }: CmsConfigInputs): CmsConfig {
  const groups = new Map<string, CollectionFile[]>();
  for (const [file, collection] of Object.entries(COLLECTIONS)) {
    groups.set(collection.group, [...(groups.get(collection.group) ?? []), editorFile(file, collection)]);
  }
  const collections: FileCollection[] = [...groups].map(([group, files]) => ({ name: slugOf(group), label: group, files }));
  return {
    backend: {
      name: 'github',
      repo: settings.repo ?? unsetRepo(projectName),
      ...(settings.branch ? { branch: settings.branch } : {}),
      ...(settings.oauthBaseUrl ? { base_url: settings.oauthBaseUrl } : {}),
    },
    app_title: editorTitle(siteName),
    display_url: siteUrl,
    logo: { src: `${ADMIN_PATH}/${LOGO_FILE}` },
    media_folder: `${DATA_DIR}/images`,
    public_folder: '/images',
    media_libraries: {
      default: { config: { max_file_size: MAX_IMAGE_BYTES, slugify_filename: true } },
      stock_assets: false,
    },
    output: { omit_empty_optional_fields: true, json: { indent_style: 'space', indent_size: 2 } },
    collections,
  };
}
