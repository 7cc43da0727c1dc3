import 'fake-indexeddb/auto';
import en from '@/locales/en.json';
import { addTranslation } from '@/lib/i18n.ts';

// The portal fetches English at start (lib/i18n.ts initI18n); components under test read it from the source file.
addTranslation(en);
