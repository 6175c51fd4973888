import { LandingScreen } from '@/features/landing/components/landing-screen';

export default function LandingRoute() {
  return <LandingScreen />;
}
