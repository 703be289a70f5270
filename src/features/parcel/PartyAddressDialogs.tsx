import { useRef, useState } from 'react';
import { AddressDialog, LocationDialog } from '@/components/feature-slots';
import { useTranslation } from '@/i18n/use-translation';
import type { ParcelParty, ParcelPlace } from '@machines/parcel-order.machine';
import type { PickedLocation } from '@machines/location.machine';
import { newAddressForm } from '@/features/address';
import '@/i18n/texts/parcel';

type Props = {
  party: ParcelParty;
  signedIn: boolean;
  onChosen: (place: ParcelPlace) => void;
  onClose: () => void;
};

/**
 * Choosing a party's address: the location picker hands the place back (SPEC §4, parcel
 * flow), then the address dialog takes the contact, house, floor and street number.
 */
export function PartyAddressDialogs({ party, signedIn, onChosen, onClose }: Props) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<PickedLocation | null>(null);
  // The picker closes itself after a pick: only a close without a pick ends the choice.
  const pickedRef = useRef(false);
  return (
    <>
      {picked === null ? (
        <LocationDialog
          open
          purpose="parcel"
          title={t('parcel.pickPlace')}
          onPicked={(location) => {
            pickedRef.current = true;
            setPicked(location);
          }}
          onClose={() => (pickedRef.current ? undefined : onClose())}
        />
      ) : null}
      {picked !== null ? (
        <AddressDialog
          open
          onClose={onClose}
          form={newAddressForm({
            contactName: party.name,
            contactPhone: party.phone,
            address: picked.address,
            point: { lat: picked.lat, lng: picked.lng },
          })}
          id={null}
          signedIn={signedIn}
          saveOptional
          onDone={(address) => {
            onChosen({
              name: address.contact_person_name,
              phone: address.contact_person_number,
              address: address.address,
              latitude: address.latitude,
              longitude: address.longitude,
              addressType: address.address_type,
              road: address.road,
              house: address.house,
              floor: address.floor,
            });
            onClose();
          }}
        />
      ) : null}
    </>
  );
}
