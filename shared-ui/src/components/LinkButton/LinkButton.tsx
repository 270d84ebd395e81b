import type { ReactNode } from 'react';
import { Link } from 'shared-ui/router';
import { Button, type ButtonVariant } from '../Button/Button';

export interface LinkButtonProps {
  /** The in-app path it navigates to (client-side, through the router). */
  to: string;
  variant?: ButtonVariant;
  children: ReactNode;
}

/** A router link that looks like a button (keeps link semantics: it navigates). */
export function LinkButton({ to, variant = 'primary', children }: LinkButtonProps) {
  return (
    <Button as={Link} to={to} variant={variant}>
      {children}
    </Button>
  );
}
