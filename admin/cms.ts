// The editor at /admin: Decap CMS (its own script, served from the export), set up with this
// site's collections (data/cms/config.ts) and the site's own check before every save. Bundled by
// scripts/build-admin.mjs into /admin/cms.js, the one script the admin page names.
import { checkEntry } from '@/data/cms/check-entry';
import { buildCmsConfig, LOCAL_BACKEND, type CmsBackend } from '@/data/cms/config';

/** Set by scripts/build-admin.mjs from DECAP_* and NEXT_PUBLIC_SITE_URL at build (null: decap-server here). */
declare const __CMS_BACKEND__: CmsBackend | null;
declare const __SITE_URL__: string;
declare const __DECAP_SCRIPT__: string;

/** The part of Decap's Immutable entry the check reads. */
type EntryMap = {
  toJS(): {
    collection?: string;
    slug?: string;
    data?: unknown;
    i18n?: Record<string, { data?: unknown }>;
  };
};

type DecapCms = {
  init(options: { config: object }): void;
  registerEventListener(listener: {
    name: 'preSave';
    handler: (event: { entry: EntryMap }) => undefined;
  }): void;
};

declare global {
  interface Window {
    CMS?: DecapCms;
    CMS_MANUAL_INIT?: boolean;
  }
}

function start(cms: DecapCms) {
  // Decap checks the English pane's fields; this checks the record as the build will read it.
  // A throw here stops the save and shows its message: the file and the field at fault.
  cms.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      const { collection = '', slug, data, i18n } = entry.toJS();
      checkEntry({ collection, file: slug, data, translated: i18n?.id?.data });
      return undefined;
    },
  });
  cms.init({
    config: buildCmsConfig({ backend: __CMS_BACKEND__ ?? LOCAL_BACKEND, siteUrl: __SITE_URL__ }),
  });
}

window.CMS_MANUAL_INIT = true;
const script = document.createElement('script');
script.src = __DECAP_SCRIPT__;
script.addEventListener('load', () => start(window.CMS!));
script.addEventListener('error', () => {
  document.body.textContent = 'The editor could not be loaded. Reload the page to try again.';
});
document.head.append(script);
