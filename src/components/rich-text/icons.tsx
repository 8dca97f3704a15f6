import type { SVGProps } from 'react';

// The editor's own few icons, drawn as Mantine's toolbar draws its others (24-unit outline): they
// travel in the editor's chunk instead of growing the icons every screen loads.

type IconProps = SVGProps<SVGSVGElement>;

function Outline({ children, ...props }: IconProps) {
  return (
    <svg {...props} xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" strokeWidth="1.5" stroke="currentColor" fill="none" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      {children}
    </svg>
  );
}

/** A link: two chain rings. */
export function LinkIcon(props: IconProps) {
  return (
    <Outline {...props}>
      <path d="M9 15l6 -6" />
      <path d="M11 6l.463 -.536a5 5 0 0 1 7.071 7.072l-.534 .464" />
      <path d="M13 18l-.397 .534a5.068 5.068 0 0 1 -7.127 0a4.972 4.972 0 0 1 0 -7.071l.524 -.463" />
    </Outline>
  );
}

/** An image: a frame with hills. */
export function ImageIcon(props: IconProps) {
  return (
    <Outline {...props}>
      <path d="M15 8h.01" />
      <path d="M3 6a3 3 0 0 1 3 -3h12a3 3 0 0 1 3 3v12a3 3 0 0 1 -3 3h-12a3 3 0 0 1 -3 -3v-12z" />
      <path d="M3 16l5 -5c.928 -.893 2.072 -.893 3 0l5 5" />
      <path d="M14 14l1 -1c.928 -.893 2.072 -.893 3 0l3 3" />
    </Outline>
  );
}

/** An image's description: a frame with a caption line under it. */
export function DescriptionIcon(props: IconProps) {
  return (
    <Outline {...props}>
      <path d="M6 3h12a2 2 0 0 1 2 2v9a2 2 0 0 1 -2 2h-12a2 2 0 0 1 -2 -2v-9a2 2 0 0 1 2 -2z" />
      <path d="M8 12l3 -3l3 3l2 -2" />
      <path d="M6 20h12" />
    </Outline>
  );
}

/** A button: a rounded bar with its label. */
export function ButtonIcon(props: IconProps) {
  return (
    <Outline {...props}>
      <path d="M3 9a2 2 0 0 1 2 -2h14a2 2 0 0 1 2 2v6a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2z" />
      <path d="M8 12h8" />
    </Outline>
  );
}

/** A form block: a sheet with lines and a check box. */
export function FormBlockIcon(props: IconProps) {
  return (
    <Outline {...props}>
      <path d="M5 3h14a1 1 0 0 1 1 1v16a1 1 0 0 1 -1 1h-14a1 1 0 0 1 -1 -1v-16a1 1 0 0 1 1 -1z" />
      <path d="M8 8h8" />
      <path d="M8 12h8" />
      <path d="M8 16h3" />
    </Outline>
  );
}

/** A phase section: a calendar with a bracket. */
export function PhaseIcon(props: IconProps) {
  return (
    <Outline {...props}>
      <path d="M4 7a2 2 0 0 1 2 -2h12a2 2 0 0 1 2 2v12a2 2 0 0 1 -2 2h-12a2 2 0 0 1 -2 -2z" />
      <path d="M16 3v4" />
      <path d="M8 3v4" />
      <path d="M4 11h16" />
      <path d="M9 15h6" />
    </Outline>
  );
}
