import type { LearningMaterial, SiteContent } from '@ecoscha/contracts';

const bilingual = (id: string, en: string) => ({ text: id, text_en: en });

function manualPages(language: 'id' | 'en') {
  const word = language === 'id' ? 'Halaman' : 'Page';
  return Array.from({ length: 6 }, (_, index) => ({
    title: `${word} ${index + 1}: ${language === 'id' ? 'Judul' : 'Title'}`,
    text: `${language === 'id' ? 'Isi' : 'Text of'} ${word.toLowerCase()} ${index + 1}.`,
  }));
}

/** GET /api/site-content as the server answers it; every text differs by language. */
export function makeSiteContent(overrides: Partial<SiteContent> = {}): SiteContent {
  return {
    home: {
      title: 'EcoSCha: Menjaga Alam',
      title_en: 'EcoSCha: Caring for Nature',
      description: '[[Wilujeng sumping]] di EcoSCha, permainan peran untuk satu kelas.',
      description_en: '[[Wilujeng sumping]], welcome to EcoSCha, a role-play game for a class.',
    },
    guide: {
      objective: 'Tim baik menang jika semua Waste Villain tersingkir.',
      objective_en: 'The good team wins once every Waste Villain is out.',
      steps: [1, 2, 3, 4, 5].map((n) => ({
        title: `Langkah ${n}`,
        title_en: `Step title ${n}`,
        ...bilingual(`Teks langkah ${n}.`, `Text of step ${n}.`),
      })),
      tips: [1, 2, 3].map((n) => bilingual(`Tip ${n} [[runtah]].`, `Tip ${n} about [[runtah]].`)),
    },
    about: {
      paragraphs: [
        bilingual('Kami tim kecil dari sekolah.', 'We are a small school team.'),
        bilingual('Ajaran [[karuhun]] tentang alam.', 'The teaching of the [[karuhun]].'),
      ],
      gallery: Array.from({ length: 8 }, (_, index) => ({
        image: `/content/images/gallery/story-${index + 1}.svg`,
        alt: `Gambar cerita ${index + 1}`,
        alt_en: `Story picture ${index + 1}`,
        caption: `Keterangan ${index + 1}`,
        caption_en: `Caption ${index + 1}`,
      })),
      team: Array.from({ length: 6 }, (_, index) => ({
        name: `Anggota ${index + 1}`,
        name_en: `Member ${index + 1}`,
        role: `Peran ${index + 1}`,
        role_en: `Role ${index + 1}`,
        education: `Pendidikan ${index + 1}`,
        education_en: `Education ${index + 1}`,
        photo: `/content/images/team/member-${index + 1}.svg`,
        fictional: index > 0,
      })),
      contact: { email: null, instagram: null, tiktok: null },
    },
    credits: {
      music: [
        {
          title: 'Musik latar',
          title_en: 'Background music',
          author: 'Tim EcoSCha',
          author_en: 'the EcoSCha team',
          license: 'CC BY 4.0',
          ...bilingual('Musik buatan kami.', 'Our own music.'),
        },
      ],
      icons: [
        {
          title: 'Gambar',
          title_en: 'Pictures',
          author: 'Tim EcoSCha',
          author_en: 'the EcoSCha team',
          license: 'CC BY 4.0',
          ...bilingual('Gambar buatan kami.', 'Our own pictures.'),
        },
      ],
      thanks: [
        {
          name: 'Para guru',
          name_en: 'Teachers',
          ...bilingual('[[Hatur nuhun]]!', '[[Hatur nuhun]], thank you!'),
        },
      ],
    },
    manual: { id: manualPages('id'), en: manualPages('en') },
    ...overrides,
  };
}

let counter = 0;

/** A learning material as GET /api/learning-materials answers it. */
export function makeMaterial(overrides: Partial<LearningMaterial> = {}): LearningMaterial {
  counter += 1;
  return {
    _id: `material-${counter}`,
    type: 'article',
    title: `Artikel ${counter}`,
    title_en: `Article ${counter}`,
    url: `https://news.example.org/${counter}`,
    source_credit: { platform: 'Example News' },
    createdAt: `2025-01-${String((counter % 28) + 1).padStart(2, '0')}T08:00:00.000Z`,
    ...overrides,
  };
}
