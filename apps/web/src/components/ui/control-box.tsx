import type { ReactNode } from 'react';
import { TitledSection } from './titled-section';

type ControlBoxProps = {
  id: string;
  title: string;
  /** A line under the title saying what the controls do. */
  hint?: string;
  className?: string;
  children: ReactNode;
};

/** A box of controls named by its title (the guide's room controls, the lobby's tools). */
export function ControlBox({ id, title, hint, className, children }: ControlBoxProps) {
  return (
    <TitledSection id={id} title={title} className={className} titleClassName="box-title">
      {hint ? <p className="box-hint">{hint}</p> : null}
      {children}
    </TitledSection>
  );
}
