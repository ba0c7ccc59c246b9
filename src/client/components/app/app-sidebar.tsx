import { Fragment, useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupContent,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarRail,
  SidebarSeparator,
  useSidebar,
} from '@/client/components/ui/sidebar';
import { paths } from '@/client/lib/paths';
import { LogoMark, PRODUCT_NAME } from './logo';
import { useAuth } from '@/client/lib/auth';
import { ADMIN_NAV_GROUP, NAV_GROUPS } from './nav-items';
import { QuotaCardSlot } from './quota-card-slot';
import { SocialLinks } from './social-links';

function isActive(url: string, pathname: string) {
  return url === paths.home ? pathname === url : pathname === url || pathname.startsWith(`${url}/`);
}

export function AppSidebar() {
  const { pathname } = useLocation();
  const { setOpenMobile } = useSidebar();
  const { user } = useAuth();
  const groups = user?.role === 'admin' ? [...NAV_GROUPS, ADMIN_NAV_GROUP] : NAV_GROUPS;

  // On phones the sidebar is a sheet: close it once the user has picked a page.
  useEffect(() => setOpenMobile(false), [pathname, setOpenMobile]);

  return (
    <Sidebar collapsible="icon">
      <SidebarHeader>
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton asChild size="lg" tooltip={PRODUCT_NAME}>
              <Link to={paths.home}>
                <span className="flex size-8 shrink-0 items-center justify-center">
                  <LogoMark className="size-8" />
                </span>
                <span className="flex min-w-0 flex-col leading-tight group-data-[collapsible=icon]:hidden">
                  <span className="font-semibold">{PRODUCT_NAME}</span>
                  <span className="text-xs text-sidebar-foreground/75">AI SSB preparation</span>
                </span>
              </Link>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarHeader>
      <SidebarContent>
        <nav aria-label="Main navigation">
          {groups.map((group, index) => (
            <Fragment key={group.label}>
              <SidebarGroup>
                <SidebarGroupLabel>{group.label}</SidebarGroupLabel>
                <SidebarGroupContent>
                  <SidebarMenu>
                    {group.items.map((item) => {
                      const active = isActive(item.url, pathname);
                      return (
                        <SidebarMenuItem key={item.url}>
                          <SidebarMenuButton asChild isActive={active} tooltip={item.title}>
                            <Link to={item.url} aria-current={active ? 'page' : undefined}>
                              <item.icon aria-hidden="true" />
                              <span>{item.title}</span>
                            </Link>
                          </SidebarMenuButton>
                        </SidebarMenuItem>
                      );
                    })}
                  </SidebarMenu>
                </SidebarGroupContent>
              </SidebarGroup>
              {index === 0 && <QuotaCardSlot />}
            </Fragment>
          ))}
        </nav>
      </SidebarContent>
      <SidebarSeparator className="group-data-[collapsible=icon]:hidden" />
      <SidebarFooter className="group-data-[collapsible=icon]:hidden">
        <SocialLinks className="justify-center" />
      </SidebarFooter>
      <SidebarRail />
    </Sidebar>
  );
}
