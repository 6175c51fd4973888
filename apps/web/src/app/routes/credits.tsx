import { sitePageRoute } from '@/components/site/site-page';
import { CreditsSections } from '@/features/credits/components/credits-sections';

/** `/credits`: music, pictures and icons, special thanks, and back home. */
export default sitePageRoute('credits', (content) => <CreditsSections credits={content} />);
