import { Box } from '@chakra-ui/react/box';
import type { ReactNode } from 'react';

type Props = {
  id: string;
  label: string;
  children: ReactNode;
  onMouseDown?: (event: { preventDefault: () => void }) => void;
};

/** The list that opens under a search input (places, items and stores): SPEC §9 max height 400px. */
export function SuggestionList({ id, label, children, onMouseDown }: Props) {
  return (
    <Box
      as="ul"
      id={id}
      aria-label={label}
      position="absolute"
      zIndex="dropdown"
      insetInline="0"
      mt="1"
      py="1"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="md"
      boxShadow="md"
      maxHeight="400px"
      overflowY="auto"
      listStyleType="none"
      onMouseDown={onMouseDown}
    >
      {children}
    </Box>
  );
}
