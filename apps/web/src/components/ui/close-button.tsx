import styles from './close-button.module.css';

type CloseButtonProps = {
  /** The button's accessible name, e.g. "Close the manual". */
  label: string;
  onClick: () => void;
  /** The cross's width and height in pixels. */
  iconSize?: number;
  /** Placement in the surrounding layout. */
  className?: string;
};

/** The × that closes a dialog or a popover. */
export function CloseButton({ label, onClick, iconSize = 20, className }: CloseButtonProps) {
  return (
    <button
      type="button"
      className={[styles.close, className].filter(Boolean).join(' ')}
      aria-label={label}
      onClick={onClick}
    >
      <svg
        viewBox="0 0 24 24"
        width={iconSize}
        height={iconSize}
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M6 6l12 12M18 6L6 18"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}
