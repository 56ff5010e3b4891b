import { Link } from 'react-router';
import { foreignCurrency, wayOf } from '#shared/domain/basket-way.ts';
import { useBasket } from '#web/lib/basket-store.ts';

const BOX = 'relative inline-flex size-9 items-center justify-center rounded';

/** A shopping bag, drawn with the text's colour. */
const bag = (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor">
    <path
      strokeWidth="1.8"
      strokeLinejoin="round"
      d="M5 8h14l-1.2 12H6.2L5 8Zm4 0V6.5a3 3 0 0 1 6 0V8"
    />
  </svg>
);

/**
 * The header's basket on every storefront page: a bag with the number of items, opening the
 * order page of the basket's currency and way. An empty basket (and the prerendered page, which
 * cannot know the basket) keeps its place empty, so nothing moves when the count arrives.
 */
export function BasketLink() {
  const items = useBasket();
  const first = items[0];
  if (!first) return <span aria-hidden="true" className={BOX} />;
  const count = items.length;
  return (
    <Link
      to={`/purchase/${foreignCurrency(first)}/${wayOf(first)}`}
      className={`${BOX} hover:bg-brand-700`}
      data-testid="header-basket"
    >
      {bag}
      <span className="sr-only">Basket, {count === 1 ? '1 item' : `${count} items`}</span>
      <span
        aria-hidden="true"
        className="absolute -top-0.5 -right-0.5 flex size-5 items-center justify-center rounded-full bg-accent-400 text-xs font-bold text-brand-900 tabular-nums"
      >
        {count}
      </span>
    </Link>
  );
}
