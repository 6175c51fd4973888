import { useId, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { TextField } from '@/components/ui/text-field';
import { MAX_CLASS_SIZE, MIN_CLASS_SIZE } from '../utils/deck';
import styles from './card-deck.module.css';

export type Paper = 'A4' | 'Letter';
export const PAPERS: readonly Paper[] = ['A4', 'Letter'];
export const OTHER_ADDRESS = 'other';

type DeckSettingsProps = {
  classSize: string;
  onClassSize(value: string): void;
  /** The addresses phones can open (see lib/phone-address). */
  addresses: readonly string[];
  /** This page is on an address only this computer opens, and the server has no other. */
  noNetworkAddress: boolean;
  /** One of `addresses`, or OTHER_ADDRESS. */
  addressChoice: string;
  onAddressChoice(value: string): void;
  otherAddress: string;
  onOtherAddress(value: string): void;
  paper: Paper;
  onPaper(value: Paper): void;
  sizeError: boolean;
  addressError: boolean;
  /** Shown right under the class size (the mix it gives). */
  afterSize?: ReactNode;
};

/** The deck's settings: how many students, the address in the QR codes, the paper. */
export function DeckSettings(props: DeckSettingsProps) {
  const { t } = useTranslation('cards');
  const addressName = useId();
  const paperName = useId();
  return (
    <div className={styles.settings}>
      <TextField
        className={styles.size}
        label={t('settings.classSize', { min: MIN_CLASS_SIZE, max: MAX_CLASS_SIZE })}
        error={
          props.sizeError
            ? t('settings.classSizeError', { min: MIN_CLASS_SIZE, max: MAX_CLASS_SIZE })
            : undefined
        }
        type="number"
        inputMode="numeric"
        min={MIN_CLASS_SIZE}
        max={MAX_CLASS_SIZE}
        value={props.classSize}
        onChange={(event) => props.onClassSize(event.target.value)}
      />
      {props.afterSize}
      <fieldset className={styles.choices}>
        <legend>{t('settings.address')}</legend>
        <p className={styles.hint}>{t('settings.addressHint')}</p>
        {props.noNetworkAddress ? <Alert tone="info">{t('settings.noNetwork')}</Alert> : null}
        {props.addresses.map((address) => (
          <label key={address} className={styles.choice}>
            <input
              type="radio"
              name={addressName}
              value={address}
              checked={props.addressChoice === address}
              onChange={() => props.onAddressChoice(address)}
            />
            <code>{address}</code>
          </label>
        ))}
        <label className={styles.choice}>
          <input
            type="radio"
            name={addressName}
            value={OTHER_ADDRESS}
            checked={props.addressChoice === OTHER_ADDRESS}
            onChange={() => props.onAddressChoice(OTHER_ADDRESS)}
          />
          <span>{t('settings.other')}</span>
        </label>
        {props.addressChoice === OTHER_ADDRESS ? (
          <TextField
            label={t('settings.otherLabel')}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={props.otherAddress}
            error={props.addressError ? t('settings.otherError') : undefined}
            onChange={(event) => props.onOtherAddress(event.target.value)}
          />
        ) : null}
      </fieldset>
      <fieldset className={styles.choices}>
        <legend>{t('settings.paper')}</legend>
        {PAPERS.map((paper) => (
          <label key={paper} className={styles.choice}>
            <input
              type="radio"
              name={paperName}
              value={paper}
              checked={props.paper === paper}
              onChange={() => props.onPaper(paper)}
            />
            <span>{t(`settings.papers.${paper}`)}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
