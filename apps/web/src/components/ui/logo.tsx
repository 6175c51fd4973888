import logoUrl from '@/assets/logo.svg';

type LogoProps = { size?: number; className?: string; alt?: string };

/** The EcoSCha mark: a leaf before a Sundanese roof with crossed gable ends. */
export function Logo({ size = 40, className, alt = '' }: LogoProps) {
  return <img src={logoUrl} width={size} height={size} alt={alt} className={className} />;
}
