import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Picture } from '@/components/Picture';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import { chooseModule } from '@/system/module-choice';
import { hiddenWhenNarrow } from '@/components/breakpoints';
import { modulesOfZones } from '@/domain/modules';
import { useStoredScope } from '@/platform/location-store';
import { useModules } from './use-modules';
import '@/i18n/texts/shared';

/** The modules of the stored zones (SPEC §2), for the rail and the phone switcher. */
export function useZoneModules() {
  const place = useStoredScope();
  const modules = useModules();
  return {
    modules: modulesOfZones(modules.data ?? [], place.zoneIds ?? []),
    current: place.module,
  };
}

/**
 * SPEC §2 module switcher: a rail fixed at the end edge, hidden below 1180 px; each module's
 * name is its tooltip (and its accessible name).
 */
export default function ModuleRail({
  variant = 'rail',
  onChosen,
}: {
  variant?: 'rail' | 'row';
  /** After a module is chosen (the menu drawer closes). */
  onChosen?: () => void;
}) {
  const { t } = useTranslation();
  const { modules, current } = useZoneModules();
  if (modules.length < 2) return null;
  const rail = variant === 'rail';
  return (
    <Box
      as="nav"
      aria-label={t('nav.modules')}
      position={rail ? 'fixed' : 'static'}
      insetEnd={rail ? '2' : undefined}
      top={rail ? '40%' : undefined}
      zIndex="docked"
      bg={rail ? 'bg.panel' : undefined}
      borderWidth={rail ? '1px' : undefined}
      borderRadius="xl"
      p={rail ? '1' : '0'}
      boxShadow={rail ? 'md' : undefined}
      css={rail ? hiddenWhenNarrow : undefined}
    >
      <Stack
        as="ul"
        listStyleType="none"
        gap="1"
        direction={rail ? 'column' : 'row'}
        overflowX="auto"
      >
        {modules.map((module) => (
          <li key={module.id}>
            <Button
              variant={current?.id === module.id ? 'subtle' : 'ghost'}
              colorPalette="green"
              size="sm"
              height="auto"
              py="1"
              px="2"
              flexDirection="column"
              gap="0"
              title={module.module_name}
              aria-current={current?.id === module.id ? 'true' : undefined}
              onClick={() => {
                chooseModule(module);
                onChosen?.();
              }}
            >
              <Picture src={module.icon_full_url ?? undefined} alt="" boxSize="28px" />
              <Text as="span" fontSize="2xs" srOnly={rail}>
                {module.module_name}
              </Text>
            </Button>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
