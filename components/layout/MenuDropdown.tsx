// One group of the desktop main menu as a disclosure (button + list of links), the WAI-ARIA pattern for site
// navigation. The links stay in the server HTML (hidden until opened), so they work before hydration and for crawlers.
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { type FocusEvent, type KeyboardEvent, useId, useRef } from 'react';
import type { MenuGroup } from './menu-items';

interface Props {
  group: MenuGroup;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function MenuDropdown({ group, open, onOpenChange }: Props) {
  const { t } = useTranslation('common');
  const { pathname } = useRouter();
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const active = group.links.some((link) => link.href === pathname);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      onOpenChange(false);
      buttonRef.current?.focus();
    }
  };

  // Tabbing out of the group closes it, as Escape and a click elsewhere do.
  const onBlur = (event: FocusEvent) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
  };

  return (
    <ClickAwayListener onClickAway={() => open && onOpenChange(false)}>
      {/* Click (not hover) opens the group: hover-plus-click toggling fights itself and fails touch and keyboard users. */}
      <Box sx={{ position: 'relative' }} onKeyDown={onKeyDown} onBlur={onBlur}>
        <Button
          ref={buttonRef}
          color="inherit"
          endIcon={<ExpandMoreIcon sx={{ transition: 'transform .15s', transform: open ? 'rotate(180deg)' : 'none' }} />}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => onOpenChange(!open)}
          sx={{ fontSize: '1rem', px: 2, height: 64, borderRadius: 0, borderBottom: 3, borderColor: active ? 'secondary.main' : 'transparent' }}
        >
          {t(group.labelKey)}
        </Button>
        <Paper
          id={listId}
          elevation={4}
          sx={{ display: open ? 'block' : 'none', position: 'absolute', top: '100%', left: 0, minWidth: 200, zIndex: 1 }}
        >
          {/* Plain links, not role="menu": site navigation is a disclosure, and Tab walks the links. */}
          <List>
            {group.links.map((link) => (
              <ListItem key={link.href} disablePadding>
                <ListItemButton
                  component={Link}
                  href={link.href}
                  selected={link.href === pathname}
                  aria-current={link.href === pathname ? 'page' : undefined}
                  onClick={() => onOpenChange(false)}
                >
                  {t(link.labelKey)}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      </Box>
    </ClickAwayListener>
  );
}
