/** SPEC: the photo, else the first letter of the name, else U. */
function avatarInitial(name: string | null | undefined): string {
  const letter = name?.trim().charAt(0);
  return letter ? letter.toUpperCase() : 'U';
}

const sizes = { sm: 'size-8 text-sm', md: 'size-11 text-lg', lg: 'size-16 text-2xl' } as const;

/** Decorative: the name it stands for is always written beside it. */
export function Avatar({ name, image, size = 'md' }: { name: string | null; image: string | null; size?: keyof typeof sizes }) {
  if (image) {
    return <img src={image} alt="" referrerPolicy="no-referrer" className={`${sizes[size]} shrink-0 rounded-full object-cover`} />;
  }
  return (
    <span aria-hidden="true" className={`${sizes[size]} inline-flex shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white`}>
      {avatarInitial(name)}
    </span>
  );
}
