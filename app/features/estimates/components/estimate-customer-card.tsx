import { PhotoGallery } from '~/components/ui/photo-gallery';
import { englishLanguageNames } from '~/lib/locale';
import type { EstimateCustomer } from '../estimate-handlers.server';

/** Who the estimate is for and what they asked, beside the editor and the estimate. */
export function EstimateCustomerCard({ customer }: { customer: EstimateCustomer }) {
  const fields: [string, string][] = [
    ['Name', customer.name],
    ['Email', customer.email],
    ['Phone', customer.phone],
    ['Property', customer.property],
    ['Project', customer.projectType],
    ['Package', customer.servicePackage ?? 'None chosen'],
    ['Price shown', customer.priceRange ?? 'None (no window count)'],
  ];
  // The estimate reaches them in their language; what staff type (note, options, lines) is sent as typed.
  const language = englishLanguageNames[customer.language];
  if (customer.language !== 'en') fields.push(['Language', `${language}: write the estimate in ${language}`]);
  return (
    <div className="space-y-3 text-sm">
      <dl className="grid grid-cols-[5rem_minmax(0,1fr)] gap-x-3 gap-y-1.5">
        {fields.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <p className="text-slate-600">What they wrote</p>
        <p className="mt-1 line-clamp-6 rounded bg-slate-50 px-2 py-1.5 whitespace-pre-line text-slate-800">{customer.projectDescription}</p>
      </div>
      {customer.photos.length > 0 ? (
        <div>
          <p className="mb-1 text-slate-600">Their photos</p>
          <PhotoGallery photos={customer.photos} label={`Photos sent by ${customer.name}`} />
        </div>
      ) : (
        <p className="text-slate-600">No photos were sent with the request.</p>
      )}
    </div>
  );
}
