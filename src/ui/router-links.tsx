// Mantine's anchors, buttons and menu items as router links (TanStack's createLink): their `to`,
// `params` and `search` are checked against the route tree like <Link>'s, which
// `component={Link}` is not (Mantine's polymorphic props lose Link's types).
import {
  ActionIcon,
  Anchor,
  Button,
  Menu,
  UnstyledButton,
  type ActionIconProps,
  type AnchorProps,
  type ButtonProps,
  type MenuItemProps,
  type UnstyledButtonProps,
} from '@mantine/core';
import { createLink, type RegisteredRouter } from '@tanstack/react-router';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';

/** A screen's path that takes no params, for lists of links: a literal the compiler checks. */
export type ScreenPath = Exclude<keyof RegisteredRouter['routesByPath'], `${string}$${string}`>;

type With<P> = P & Omit<ComponentPropsWithoutRef<'a'>, keyof P>;

export const AnchorLink = createLink(
  forwardRef<HTMLAnchorElement, With<AnchorProps>>((props, ref) => <Anchor ref={ref} {...props} />),
);

export const ButtonLink = createLink(
  forwardRef<HTMLAnchorElement, With<ButtonProps>>((props, ref) => (
    <Button component="a" ref={ref} {...props} />
  )),
);

export const UnstyledButtonLink = createLink(
  forwardRef<HTMLAnchorElement, With<UnstyledButtonProps>>((props, ref) => (
    <UnstyledButton component="a" ref={ref} {...props} />
  )),
);

export const MenuItemLink = createLink(
  forwardRef<HTMLAnchorElement, With<MenuItemProps>>((props, ref) => (
    <Menu.Item component="a" ref={ref} {...props} />
  )),
);

export const ActionIconLink = createLink(
  forwardRef<HTMLAnchorElement, With<ActionIconProps>>((props, ref) => (
    <ActionIcon component="a" ref={ref} {...props} />
  )),
);
