import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconHeadset, IconLifebuoy } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import classes from './Floating.module.css';
import { CONTACT_LINKS } from './floating-links';
import { useT } from './i18n';

/**
 * The contact button's menu, in a file of its own: Menu and Tooltip bring their popover and floating-ui,
 * which a page loads when the visitor reaches for the button (FloatingContact.tsx).
 */
export function FloatingContactMenu({ defaultOpened }: { defaultOpened?: boolean }) {
  const t = useT();
  const target = useRef<HTMLButtonElement>(null);
  // Opened by a press on the stand-in button, which this one replaced: the focus comes here.
  useEffect(() => {
    if (defaultOpened) target.current?.focus();
  }, [defaultOpened]);
  return (
    <Menu
      position="top-start"
      offset={12}
      shadow="lg"
      width={280}
      withArrow
      arrowPosition="center"
      defaultOpened={defaultOpened}
    >
      <Menu.Target>
        <Tooltip label={t('shell.float.contactUs')} position="right" openDelay={300}>
          <ActionIcon
            ref={target}
            radius="xl"
            color="gold.5"
            aria-label={t('shell.float.contactUs')}
            className={classes.toggle}
          >
            <IconHeadset size={28} stroke={1.8} color="var(--mantine-color-kasuwa-9)" />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('account.talkToKasuwa')}</Menu.Label>
        {CONTACT_LINKS.map(({ href, label, icon: Icon, ...link }) => (
          <Menu.Item
            key={href}
            component="a"
            href={href}
            {...('external' in link ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            leftSection={<Icon size={18} />}
          >
            {label(t)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item component={Link} to="/support" leftSection={<IconLifebuoy size={18} />}>
          {t('account.support')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
