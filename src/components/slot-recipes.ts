// Slot recipes for the views that load after the first paint. They are imported from their own
// modules (the `@chakra-theme` alias in vite.config.ts), not from '@chakra-ui/react/theme': that
// index also feeds the first-paint system, and sharing it across chunks defeats tree-shaking and
// pulls every Chakra recipe into the landing page (scripts/bundle-check.mjs measures it).
export { cardSlotRecipe } from '@chakra-theme/recipes/card';
export { dialogSlotRecipe } from '@chakra-theme/recipes/dialog';
export { drawerSlotRecipe } from '@chakra-theme/recipes/drawer';
export { fieldSlotRecipe } from '@chakra-theme/recipes/field';
export { menuSlotRecipe } from '@chakra-theme/recipes/menu';
export { progressSlotRecipe } from '@chakra-theme/recipes/progress';
export { radioGroupSlotRecipe } from '@chakra-theme/recipes/radio-group';
export { popoverSlotRecipe } from '@chakra-theme/recipes/popover';
export { sliderSlotRecipe } from '@chakra-theme/recipes/slider';
export { toastSlotRecipe } from '@chakra-theme/recipes/toast';
export { tabsSlotRecipe } from '@chakra-theme/recipes/tabs';
