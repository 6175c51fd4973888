import { sitePageRoute } from '@/components/site/site-page';
import { AboutSections } from '@/features/about/components/about-sections';

/** `/about`: our story, the story gallery, the team and the contact details. */
export default sitePageRoute('about', (content) => <AboutSections about={content} />);
