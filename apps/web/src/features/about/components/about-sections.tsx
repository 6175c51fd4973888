import { useTranslation } from '@/lib/use-translation';
import type { SiteContent } from '@ecoscha/contracts';
import { SiteSection } from '@/components/site/site-page';
import { SundaneseText } from '@/components/sundanese/sundanese-text';
import { inLanguage } from '@/lib/site-content';
import { useLanguage } from '@/lib/use-language';
import styles from './about.module.css';
import { Contact } from './contact';
import { StoryGallery } from './story-gallery';
import { Team } from './team';

/** The game in five facts, beside the story on a wide screen. */
function AtAGlance() {
  const { t } = useTranslation('about');
  const facts = t('glance.items', { returnObjects: true });
  return (
    <div className={styles.glance}>
      <h3 className={styles.glanceTitle}>{t('glance.title')}</h3>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** /about: our story, the story gallery, the team and how to reach us. */
export function AboutSections({ about }: { about: SiteContent['about'] }) {
  const { t } = useTranslation('about');
  const language = useLanguage();
  return (
    <>
      <SiteSection id="story" title={t('story')}>
        <div className={styles.storyRow}>
          <div className={styles.story}>
            {about.paragraphs.map((paragraph) => (
              <SundaneseText key={paragraph.text} text={inLanguage(paragraph, 'text', language)} />
            ))}
          </div>
          <AtAGlance />
        </div>
      </SiteSection>
      <SiteSection id="gallery" title={t('gallery.title')} intro={t('gallery.intro')}>
        <StoryGallery pictures={about.gallery} />
      </SiteSection>
      <SiteSection id="team" title={t('team.title')} intro={t('team.intro')}>
        <Team members={about.team} />
      </SiteSection>
      <SiteSection id="contact" title={t('contact.title')} intro={t('contact.intro')}>
        <Contact contact={about.contact} />
      </SiteSection>
    </>
  );
}
