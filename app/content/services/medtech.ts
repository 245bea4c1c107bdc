import type { PageContentInput } from "../schema";

export default {
  slug: "medtech",
  title: "MedTech & Healthcare",
  subtitle:
    "We build clinical software, device apps and health data platforms for hospitals, diagnostics chains and medical device makers. Patient safety and data protection shape the architecture before the first screen is designed.",
  summary: "FHIR and ABDM interoperability, device software and care apps for hospitals and device makers",
  metaDescription:
    "Kovira Labs builds healthcare software: HL7 FHIR and ABDM integrations, IEC 62304 device software, and teleconsultation and remote monitoring apps.",
  icon: "stethoscope",
  heroImage: {
    id: "services/medtech/hero",
    alt: "A doctor reviewing a patient's vital signs on a tablet beside a hospital bed",
  },
  heroBackground: { type: "default" },
  heroOverlay: "light",
  sections: [
    {
      id: "fhir-and-abdm",
      title: "Interoperability with FHIR and ABDM",
      content:
        "Clinical data is only useful when it moves between the HIS, the lab, radiology and the patient's own records. We map HL7 v2 messages from LIS and RIS systems and DICOM metadata from PACS into FHIR R4 resources, served from a FHIR server that SMART on FHIR apps can use. For Indian providers we implement the ABDM milestones: ABHA creation and linking, registration in the facility and professional registries, and consented exchange as a health information provider and user. Each record keeps its source, so clinicians know where a value came from.",
      image: {
        id: "services/medtech/section-1",
        alt: "A patient summary screen combining lab, imaging and prescription records",
      },
      imagePosition: "right",
      features: [
        "HL7 v2 to FHIR R4 mapping",
        "SMART on FHIR app launch and scopes",
        "ABHA creation, verification and record linking",
        "HIP and HIU consent flows under ABDM",
        "Facility and professional registry onboarding",
      ],
    },
    {
      id: "regulated-device-software",
      title: "Software for regulated medical devices",
      content:
        "When software informs a diagnosis or drives a device, documentation is part of the deliverable. We work inside your quality management system and follow IEC 62304 for the software lifecycle, with requirements, risk controls from your ISO 14971 file and test evidence traced to each other. Device apps talk to sensors over Bluetooth Low Energy, with pairing, retries and data integrity checks designed for clinical use. We prepare the software sections of your technical file for CDSCO under the Medical Devices Rules 2017, and for EU MDR or FDA submissions when you sell abroad.",
      image: {
        id: "services/medtech/section-2",
        alt: "A wearable vital-signs sensor paired with a phone app on a lab bench",
      },
      imagePosition: "left",
      features: [
        "IEC 62304 lifecycle documentation and traceability",
        "Risk controls linked to your ISO 14971 file",
        "Bluetooth Low Energy device connectivity",
        "Software sections for CDSCO technical files",
        "Validation evidence for EU MDR and FDA",
      ],
    },
    {
      id: "care-delivery-apps",
      title: "Care apps for clinicians and patients",
      content:
        "Doctors will not adopt a tool that slows down an outpatient clinic, and patients will not keep using one that confuses them. We build teleconsultation platforms that follow India's Telemedicine Practice Guidelines, with e-prescriptions that carry the doctor's registration number. Remote monitoring apps collect readings from home devices and raise alerts against thresholds the care team sets. Health records need particular care under the DPDP Act 2023, and under HIPAA or GDPR for clinics abroad, so consent capture, role-based access and access logs are designed in from the start.",
      image: {
        id: "services/medtech/section-3",
        alt: "A doctor holding a video consultation with a patient on a laptop",
      },
      imagePosition: "right",
      features: [
        "Teleconsultation under Telemedicine Practice Guidelines 2020",
        "E-prescriptions with prescriber registration details",
        "Home vitals monitoring with care-team alerts",
        "Role-based access to patient records",
        "Consent capture and access logs per patient",
      ],
    },
  ],
  blockquote: {
    title: "Clinicians are the hardest users to win",
    content:
      "We sit in on OPD sessions and ward rounds before we design a screen, because a form that slows a clinic down will be quietly worked around.",
  },
} satisfies PageContentInput;
