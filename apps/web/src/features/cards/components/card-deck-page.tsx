import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { recommendedRoleMix, type RoleId } from '@ecoscha/game';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { useCharacters } from '@/lib/characters';
import { usePhoneAddress } from '@/lib/phone-address';
import { useQrCodes } from '@/lib/qr-codes';
import { deckCards, normaliseAddress, parseClassSize, sheetsOf, signupLink } from '../utils/deck';
import { DeckSettings, OTHER_ADDRESS, type Paper } from './deck-settings';
import { MixSummary } from './mix-summary';
import { PrintableCard } from './printable-card';
import styles from './card-deck.module.css';

/**
 * /cards: the guide prints a deck of character cards for the class. The class size gives the
 * rules' recommended mix; each card's QR code opens the sign-up page of its character on the
 * address chosen (this page's by default, or the server's address on the classroom network).
 */
export function CardDeckPage() {
  const { t } = useTranslation('cards');
  const phones = usePhoneAddress();
  const characters = useCharacters();
  const [sizeText, setSizeText] = useState('30');
  // Another address typed in is this page's choice only; a network address is the guide's pick.
  const [typingOther, setTypingOther] = useState(false);
  const [otherAddress, setOtherAddress] = useState('');
  const addressChoice = typingOther || !phones.address ? OTHER_ADDRESS : phones.address;
  const chooseAddress = (choice: string) => {
    setTypingOther(choice === OTHER_ADDRESS);
    if (choice !== OTHER_ADDRESS) phones.choose(choice);
  };
  const [paper, setPaper] = useState<Paper>('A4');

  const classSize = parseClassSize(sizeText);
  const address = addressChoice === OTHER_ADDRESS ? normaliseAddress(otherAddress) : addressChoice;
  const cards = classSize && address ? deckCards(classSize) : [];
  const links = cards.map((card) => signupLink(address ?? '', card.key));
  const qrCodes = useQrCodes(links);
  const byRole = new Map((characters.data ?? []).map((c) => [c._id as RoleId, c]));
  const sheets = sheetsOf(cards.map((card, i) => ({ ...card, link: links[i] ?? '' })));
  const ready = cards.length > 0 && byRole.size > 0 && Object.keys(qrCodes).length > 0;

  return (
    <div className={styles.page}>
      <PageTitle title={t('title')} />
      <style>{`@page { size: ${paper === 'A4' ? 'A4' : 'letter'} portrait; margin: 10mm; }`}</style>
      <div className={styles.controls}>
        <header className={styles.header}>
          <h1>{t('title')}</h1>
          <p>{t('intro')}</p>
        </header>
        <DeckSettings
          classSize={sizeText}
          onClassSize={setSizeText}
          addresses={phones.choices}
          noNetworkAddress={!phones.isPending && phones.choices.length === 0}
          addressChoice={addressChoice}
          onAddressChoice={chooseAddress}
          otherAddress={otherAddress}
          onOtherAddress={setOtherAddress}
          paper={paper}
          onPaper={setPaper}
          sizeError={classSize === null}
          addressError={addressChoice === OTHER_ADDRESS && otherAddress !== '' && !address}
          afterSize={
            classSize ? (
              <MixSummary
                classSize={classSize}
                mix={recommendedRoleMix(classSize)}
                sheets={sheetsOf(deckCards(classSize)).length}
              />
            ) : null
          }
        />
        {characters.isError ? <Alert>{t('loadFailed')}</Alert> : null}
        <div className={styles.actions}>
          <Button disabled={!ready} onClick={() => window.print()}>
            {t('print')}
          </Button>
          <ButtonLink to={paths.home.getHref()} variant="ghost">
            {t('back')}
          </ButtonLink>
        </div>
        <p className={styles.hint}>{t('printHint')}</p>
      </div>
      {ready ? (
        <div className={styles.preview} aria-label={t('preview')} role="region">
          {sheets.map((sheet, index) => (
            <section key={index} className={styles.sheet} data-paper={paper}>
              {sheet.map((card, i) => {
                const character = byRole.get(card.roleId);
                return character ? (
                  <PrintableCard
                    key={i}
                    character={character}
                    link={card.link}
                    qr={qrCodes[card.link]}
                  />
                ) : null;
              })}
            </section>
          ))}
        </div>
      ) : null}
    </div>
  );
}
