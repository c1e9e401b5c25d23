import { Box } from '@mantine/core';
import { Outlet, useLocation } from 'react-router';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { showsFooter, showsNavbar } from './paths';

/** Public pages: top navbar and footer, each hidden where the spec says (login, register, payment). */
export function PublicShell() {
  const { pathname } = useLocation();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      {showsNavbar(pathname) && <Navbar />}
      <Box component="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      {showsFooter(pathname) && <Footer />}
    </Box>
  );
}
