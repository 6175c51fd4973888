import { ERROR_TEXTS_ID } from '@ecoscha/contracts';

/** The server's error texts in Indonesian, downloaded on demand (see `i18n.ts`). */
export default ERROR_TEXTS_ID;
