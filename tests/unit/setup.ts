import 'fake-indexeddb/auto';
import { configure } from '@testing-library/react';
import en from '@/locales/en.json';
import { addTranslation } from '@/lib/i18n.ts';

// The portal fetches English at start (lib/i18n.ts initI18n); components under test read it from the source file.
addTranslation(en);

// findBy… and waitFor wait for what a screen shows after its cache and its fetch; on a loaded 2-core machine
// (CI runs these beside other projects) that took over the 1 s default. A wait bound, not a timing assertion.
configure({ asyncUtilTimeout: 5_000 });
