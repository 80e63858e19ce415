import type { RentFigure } from 'shared';
import { formatMonth } from './format';

/**
 * How the remote writes a rent: a weekly figure, exact or the $10 band the API gave, a month
 * and an amount of dollars. Comment Details and a building's page say rents the same way.
 */
const DOLLARS = new Intl.NumberFormat('en-AU');

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** '$1,820'. */
export function formatDollars(amount: number): string {
  return `$${DOLLARS.format(amount)}`;
}

/** A weekly rent's amount: '$455' when exact (from = to), else its band '$450–$459'. */
export function formatRentFigure({ from, to }: RentFigure): string {
  return from === to ? formatDollars(from) : `${formatDollars(from)}–${formatDollars(to)}`;
}

/** '$455 a week', or '$450–$459 a week'. */
export function formatWeeklyRent(figure: RentFigure): string {
  return `${formatRentFigure(figure)} a week`;
}

/** 'YYYY-MM' as 'March 2024'; anything else as it came, never as a crash. */
export function formatRentMonth(month: string): string {
  return MONTH_PATTERN.test(month) ? formatMonth(`${month}-01`) : month;
}
