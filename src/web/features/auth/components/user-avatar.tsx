import { useState } from 'react';
import type { SessionUser } from '#shared/schemas/user.ts';

/** The user's photo, or their initial in a circle when there is none (or it fails to load). */
export function UserAvatar({ user }: { user: SessionUser }) {
  const [broken, setBroken] = useState(false);
  if (user.photoURL && !broken) {
    return (
      <img
        src={user.photoURL}
        alt=""
        // Google's photo host refuses some requests that carry a referrer.
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
        className="size-9 rounded-full object-cover"
      />
    );
  }
  const initial = (user.displayName || user.email).charAt(0).toUpperCase();
  return (
    <span
      aria-hidden="true"
      data-testid="default-avatar"
      className="flex size-9 items-center justify-center rounded-full bg-accent-400 font-bold text-brand-900"
    >
      {initial}
    </span>
  );
}
