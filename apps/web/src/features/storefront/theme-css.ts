// The colour templates' CSS, split out so the store front loads it only when the page it arrived
// with does not already carry the right template (themes.ts is the largest table in the contracts).
export { isColorThemeId, themeCss } from '@storefleet/contracts';
