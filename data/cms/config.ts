import { COLLECTIONS, type Collection, type FileEntry, type RecordSchemas } from './collections';
import { cmsFields, type CmsField } from './fields';
import { CONTENT_FOLDER } from '../schemas/content-file';
import { UPLOADS_FOLDER, UPLOADS_PATH } from '../uploads';
import { LOCAL_BACKEND_URL } from './local-backend.mjs';

export { LOCAL_BACKEND_URL };

/**
 * Where the editor saves. Without one set at build, it saves through decap-server on the editor's
 * own machine (npm run cms); a deployed site sets DECAP_* at build (docs/editing.md).
 */
export type CmsBackend =
  | { name: 'proxy'; proxy_url: string }
  | {
      name: 'github' | 'gitlab' | 'gitea' | 'git-gateway';
      repo?: string;
      branch?: string;
      base_url?: string;
      auth_endpoint?: string;
      app_id?: string;
      api_root?: string;
      auth_type?: 'pkce' | 'implicit';
    };

export const LOCAL_BACKEND: CmsBackend = { name: 'proxy', proxy_url: LOCAL_BACKEND_URL };

const titleField = (fields: Readonly<Record<string, unknown>>) =>
  ['title', 'headline', 'name'].find((name) => name in fields) ?? Object.keys(fields)[0]!;

const fieldsOf = (where: string, record: RecordSchemas & { fields: FileEntry['fields'] }) =>
  cmsFields(where, record.schema, record.fields, record.translation);

function collectionConfig(collection: Collection): Record<string, unknown> {
  if (collection.kind === 'folder') {
    return {
      name: collection.name,
      label: collection.label,
      label_singular: collection.labelSingular,
      description: collection.description,
      folder: `${CONTENT_FOLDER}/${collection.folder}`,
      format: 'json',
      extension: 'json',
      create: collection.create,
      delete: collection.create,
      // A new record's files are named after its slug field.
      slug: '{{fields.slug}}',
      identifier_field: titleField(collection.fields),
      summary: collection.summary,
      sortable_fields: collection.sortableFields.map((field, index) =>
        index === 0 ? { field, default_sort: collection.sortDescending ? 'desc' : 'asc' } : field,
      ),
      ...(collection.filters ? { view_filters: collection.filters } : {}),
      ...(collection.groups ? { view_groups: collection.groups } : {}),
      ...(collection.translation ? { i18n: true } : {}),
      fields: fieldsOf(collection.name, collection),
    };
  }
  const translated = collection.files.some((file) => file.translation);
  return {
    name: collection.name,
    label: collection.label,
    description: collection.description,
    format: 'json',
    extension: 'json',
    // Decap translates a files collection's entries within one file: { "en": …, "id": … }.
    ...(translated ? { i18n: { structure: 'single_file' } } : {}),
    files: collection.files.map((file) => ({
      name: file.name,
      label: file.label,
      file: `${CONTENT_FOLDER}/${file.file}`,
      ...(file.description ? { description: file.description } : {}),
      ...(file.translation ? { i18n: true } : {}),
      fields: fieldsOf(`${collection.name}/${file.name}`, file),
    })),
  };
}

/** The editor's whole configuration: what CMS.init is given in /admin (admin/cms.ts). */
export function buildCmsConfig({
  backend = LOCAL_BACKEND,
  siteUrl,
}: {
  backend?: CmsBackend;
  siteUrl: string;
}): { collections: { name: string; fields?: CmsField[] }[] } & Record<string, unknown> {
  return {
    // Everything is here: no config.yml is fetched.
    load_config_file: false,
    backend,
    // Opened on this machine with decap-server running, the editor saves to the files here.
    ...(backend.name === 'proxy' ? {} : { local_backend: { url: LOCAL_BACKEND_URL } }),
    publish_mode: 'simple',
    site_url: siteUrl,
    display_url: siteUrl,
    logo_url: '/apple-icon.png',
    locale: 'en',
    media_folder: UPLOADS_FOLDER,
    public_folder: UPLOADS_PATH,
    // File names as a URL writes them: lowercase ASCII, accents dropped, hyphens for the rest.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    i18n: { structure: 'multiple_folders', locales: ['en', 'id'], default_locale: 'en' },
    collections: COLLECTIONS.map(collectionConfig) as { name: string; fields?: CmsField[] }[],
  };
}
