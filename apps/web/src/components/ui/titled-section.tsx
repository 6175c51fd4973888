import type { ReactNode } from 'react';

type TitledSectionProps = {
  /** The heading's id: the section is named by it (a landmark for screen readers). */
  id: string;
  title: ReactNode;
  className?: string;
  titleClassName?: string;
  children?: ReactNode;
};

/** A section named by its own level-2 heading. */
export function TitledSection({
  id,
  title,
  className,
  titleClassName,
  children,
}: TitledSectionProps) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
