import { Box } from '@mantine/core';
import '../mantine-more.css';
import { Outlet, useLocation } from 'react-router';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { showsFooter, showsNavbar } from './paths';

/** Public pages: top navbar and footer, each hidden where the spec says (login, register, payment). */
export function PublicShell() {
  const { pathname } = useLocation();
  const footer = showsFooter(pathname);
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      {showsNavbar(pathname) && <Navbar />}
      {/* Without a footer below it, the page's last action would end under the floating buttons: keep room. */}
      <Box component="main" style={{ flex: 1 }} pb={footer ? undefined : 96}>
        <Outlet />
      </Box>
      {footer && <Footer />}
    </Box>
  );
}
