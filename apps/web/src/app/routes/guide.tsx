import { sitePageRoute } from '@/components/site/site-page';
import { GuideSections } from '@/features/guide/components/guide-sections';

/** `/guide`: the objective, the steps of a game and tips. */
export default sitePageRoute('guide', (content) => <GuideSections guide={content} />);
