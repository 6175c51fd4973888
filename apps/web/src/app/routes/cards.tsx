import { CardDeckPage } from '@/features/cards/components/card-deck-page';

/** /cards: the guide's printable deck of character cards for a class. */
export default function CardsRoute() {
  return <CardDeckPage />;
}
