import type { Page } from '@playwright/test';
export interface RouteScript {
  url: string;
  gz: number;
}
export function routeScripts(page: Page, url: string): Promise<RouteScript[]>;
export function totalGz(scripts: RouteScript[]): number;
