import type { RouteBytes } from './report';

export interface RouteSpec {
  name: string;
  path: string;
  page: string | null;
}
export interface BudgetLine {
  budget: string;
  measured: number;
  limit: number;
  unit: string;
  pass: boolean;
}
export const ROUTES: RouteSpec[];
export function routeBytes(dist: string, routes?: RouteSpec[]): RouteBytes[];
export function checkByteBudgets(
  routes: RouteBytes[],
  budgets: {
    landingFirstPaintJsGzipKB: number;
    landingInteractiveJsGzipKB: number;
    anyRouteJsGzipKB: number;
  },
): BudgetLine[];
export function kb(bytes: number): number;
