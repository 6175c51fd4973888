import { ERROR_TEXTS_EN } from '@ecoscha/contracts';

/** The server's error texts in English, downloaded on demand (see `i18n.ts`). */
export default ERROR_TEXTS_EN;
