import 'i18next';
import type { AppResources, defaultNS } from '@/lib/i18n';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    resources: AppResources;
  }
}
