import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Button, useProps, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';

type CardButtonProps = ButtonProps & Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps>;

/** A button in a card's toolbar; its variant comes from the theme (`CardToolbarButton`, flat). */
export function CardToolbarButton(props: CardButtonProps) {
  return <Button {...useProps('CardToolbarButton', {}, props)} />;
}

/** A button among a card's actions; its variant comes from the theme (`CardActionButton`, outlined). */
export function CardActionButton(props: CardButtonProps) {
  return <Button {...useProps('CardActionButton', {}, props)} />;
}
