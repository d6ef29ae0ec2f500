; ModuleID = 'narrow_fields.c'
source_filename = "narrow_fields.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv6-none-unknown-eabi"

%struct.pixel = type { i8, i8, i8, i8, i16, i16 }
%struct.packed_bits = type { i32 }

@px = internal unnamed_addr global [40 x %struct.pixel] zeroinitializer, align 2
@pb = internal unnamed_addr global [24 x %struct.packed_bits] zeroinitializer, align 4
@h = internal unnamed_addr global i32 -2128831035, align 4
@popcount16.nib = internal unnamed_addr constant [16 x i8] c"\00\01\01\02\01\02\02\03\01\02\02\03\02\03\03\04", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %3

1:                                                ; preds = %3
  %2 = load i32, i32* @h, align 4, !tbaa !7
  br label %22

3:                                                ; preds = %0, %3
  %4 = phi i32 [ 0, %0 ], [ %20, %3 ]
  %5 = trunc i32 %4 to i8
  %6 = mul i8 %5, 7
  %7 = add i8 %6, -100
  %8 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %4, i32 0
  store i8 %7, i8* %8, align 2, !tbaa !11
  %9 = mul i8 %5, 13
  %10 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %4, i32 1
  store i8 %9, i8* %10, align 1, !tbaa !14
  %11 = xor i8 %5, -1
  %12 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %4, i32 2
  store i8 %11, i8* %12, align 2, !tbaa !15
  %13 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %4, i32 3
  store i8 %5, i8* %13, align 1, !tbaa !16
  %14 = trunc i32 %4 to i16
  %15 = mul nuw i16 %14, 1000
  %16 = add i16 %15, -20000
  %17 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %4, i32 4
  store i16 %16, i16* %17, align 2, !tbaa !17
  %18 = mul i16 %14, 4099
  %19 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %4, i32 5
  store i16 %18, i16* %19, align 2, !tbaa !18
  %20 = add nuw nsw i32 %4, 1
  %21 = icmp eq i32 %20, 40
  br i1 %21, label %1, label %3, !llvm.loop !19

22:                                               ; preds = %1, %40
  %23 = phi i32 [ 19088743, %1 ], [ %53, %40 ]
  %24 = phi i32 [ 0, %1 ], [ %43, %40 ]
  %25 = phi i32 [ %2, %1 ], [ %42, %40 ]
  br label %45

26:                                               ; preds = %45, %26
  %27 = phi i32 [ %38, %26 ], [ 0, %45 ]
  %28 = phi i32 [ %37, %26 ], [ 0, %45 ]
  %29 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %27, i32 0
  %30 = load i8, i8* %29, align 2, !tbaa !11
  %31 = sext i8 %30 to i32
  %32 = mul nsw i32 %31, 3
  %33 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %27, i32 4
  %34 = load i16, i16* %33, align 2, !tbaa !17
  %35 = sext i16 %34 to i32
  %36 = add i32 %28, %35
  %37 = add i32 %36, %32
  %38 = add nuw nsw i32 %27, 1
  %39 = icmp eq i32 %38, 40
  br i1 %39, label %40, label %26, !llvm.loop !21

40:                                               ; preds = %26
  %41 = xor i32 %25, %37
  %42 = mul i32 %41, 16777619
  %43 = add nuw nsw i32 %24, 1
  %44 = icmp eq i32 %43, 20
  br i1 %44, label %90, label %22, !llvm.loop !22

45:                                               ; preds = %22, %45
  %46 = phi i32 [ %23, %22 ], [ %53, %45 ]
  %47 = phi i32 [ 0, %22 ], [ %88, %45 ]
  %48 = shl i32 %46, 13
  %49 = xor i32 %48, %46
  %50 = lshr i32 %49, 17
  %51 = xor i32 %50, %49
  %52 = shl i32 %51, 5
  %53 = xor i32 %52, %51
  %54 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %47, i32 0
  %55 = load i8, i8* %54, align 2, !tbaa !11
  %56 = trunc i32 %53 to i8
  %57 = add i8 %55, %56
  store i8 %57, i8* %54, align 2, !tbaa !11
  %58 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %47, i32 1
  %59 = load i8, i8* %58, align 1, !tbaa !14
  %60 = add i8 %59, 37
  store i8 %60, i8* %58, align 1, !tbaa !14
  %61 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %47, i32 2
  %62 = load i8, i8* %61, align 2, !tbaa !15
  %63 = shl i8 %62, 1
  %64 = icmp slt i8 %62, 0
  %65 = select i1 %64, i8 27, i8 0
  %66 = xor i8 %65, %63
  store i8 %66, i8* %61, align 2, !tbaa !15
  %67 = lshr i32 %53, 8
  %68 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %47, i32 3
  %69 = load i8, i8* %68, align 1, !tbaa !16
  %70 = trunc i32 %67 to i8
  %71 = xor i8 %69, %70
  store i8 %71, i8* %68, align 1, !tbaa !16
  %72 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %47, i32 4
  %73 = load i16, i16* %72, align 2, !tbaa !17
  %74 = lshr i32 %53, 12
  %75 = trunc i32 %74 to i16
  %76 = sub i16 %73, %75
  store i16 %76, i16* %72, align 2, !tbaa !17
  %77 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %47, i32 5
  %78 = load i16, i16* %77, align 2, !tbaa !18
  %79 = and i32 %51, 15
  %80 = shl nuw nsw i32 1, %79
  %81 = trunc i32 %80 to i16
  %82 = xor i16 %78, %81
  %83 = and i16 %82, 32767
  %84 = and i8 %57, -128
  %85 = zext i8 %84 to i16
  %86 = shl nuw i16 %85, 8
  %87 = or i16 %83, %86
  store i16 %87, i16* %77, align 2, !tbaa !18
  %88 = add nuw nsw i32 %47, 1
  %89 = icmp eq i32 %88, 40
  br i1 %89, label %26, label %45, !llvm.loop !23

90:                                               ; preds = %40, %90
  %91 = phi i32 [ %143, %90 ], [ %42, %40 ]
  %92 = phi i32 [ %144, %90 ], [ 0, %40 ]
  %93 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %92, i32 1
  %94 = load i8, i8* %93, align 1, !tbaa !14
  %95 = zext i8 %94 to i32
  %96 = shl nuw i32 %95, 24
  %97 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %92, i32 2
  %98 = load i8, i8* %97, align 2, !tbaa !15
  %99 = zext i8 %98 to i32
  %100 = shl nuw nsw i32 %99, 16
  %101 = or i32 %100, %96
  %102 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %92, i32 3
  %103 = load i8, i8* %102, align 1, !tbaa !16
  %104 = zext i8 %103 to i32
  %105 = shl nuw nsw i32 %104, 8
  %106 = or i32 %101, %105
  %107 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %92, i32 0
  %108 = load i8, i8* %107, align 2, !tbaa !11
  %109 = zext i8 %108 to i32
  %110 = or i32 %106, %109
  %111 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %92, i32 5
  %112 = load i16, i16* %111, align 2, !tbaa !18
  %113 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %92, i32 4
  %114 = load i16, i16* %113, align 2, !tbaa !17
  %115 = xor i32 %91, %110
  %116 = mul i32 %115, 16777619
  %117 = zext i16 %112 to i32
  %118 = and i32 %117, 15
  %119 = getelementptr inbounds [16 x i8], [16 x i8]* @popcount16.nib, i32 0, i32 %118
  %120 = load i8, i8* %119, align 1, !tbaa !24
  %121 = zext i8 %120 to i32
  %122 = lshr i32 %117, 4
  %123 = and i32 %122, 15
  %124 = getelementptr inbounds [16 x i8], [16 x i8]* @popcount16.nib, i32 0, i32 %123
  %125 = load i8, i8* %124, align 1, !tbaa !24
  %126 = zext i8 %125 to i32
  %127 = add nuw nsw i32 %126, %121
  %128 = lshr i32 %117, 8
  %129 = and i32 %128, 15
  %130 = getelementptr inbounds [16 x i8], [16 x i8]* @popcount16.nib, i32 0, i32 %129
  %131 = load i8, i8* %130, align 1, !tbaa !24
  %132 = zext i8 %131 to i32
  %133 = add nuw nsw i32 %127, %132
  %134 = lshr i32 %117, 12
  %135 = getelementptr inbounds [16 x i8], [16 x i8]* @popcount16.nib, i32 0, i32 %134
  %136 = load i8, i8* %135, align 1, !tbaa !24
  %137 = zext i8 %136 to i32
  %138 = add nuw nsw i32 %133, %137
  %139 = xor i32 %138, %116
  %140 = mul i32 %139, 16777619
  %141 = sext i16 %114 to i32
  %142 = xor i32 %140, %141
  %143 = mul i32 %142, 16777619
  %144 = add nuw nsw i32 %92, 1
  %145 = icmp eq i32 %144, 40
  br i1 %145, label %146, label %90, !llvm.loop !25

146:                                              ; preds = %90
  store i32 %143, i32* @h, align 4, !tbaa !7
  br label %147

147:                                              ; preds = %146, %147
  %148 = phi i32 [ %170, %147 ], [ 0, %146 ]
  %149 = and i32 %148, 7
  %150 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i32 0, i32 %148, i32 0
  %151 = load i32, i32* %150, align 4
  %152 = and i32 %151, -536870912
  %153 = trunc i32 %148 to i8
  %154 = urem i8 %153, 31
  %155 = shl nuw i8 %154, 3
  %156 = add i8 %155, -120
  %157 = zext i8 %156 to i32
  %158 = mul nuw nsw i32 %148, 11520
  %159 = and i32 %158, 65280
  %160 = shl nuw nsw i32 %148, 16
  %161 = and i32 %160, 65536
  %162 = mul nuw nsw i32 %148, 22282240
  %163 = add nuw nsw i32 %162, 274726912
  %164 = and i32 %163, 536608768
  %165 = or i32 %159, %149
  %166 = or i32 %165, %161
  %167 = or i32 %166, %164
  %168 = or i32 %167, %157
  %169 = or i32 %168, %152
  store i32 %169, i32* %150, align 4
  %170 = add nuw nsw i32 %148, 1
  %171 = icmp eq i32 %170, 24
  br i1 %171, label %172, label %147, !llvm.loop !26

172:                                              ; preds = %147, %175
  %173 = phi i32 [ %176, %175 ], [ 0, %147 ]
  %174 = and i32 %173, 3
  br label %178

175:                                              ; preds = %178
  %176 = add nuw nsw i32 %173, 1
  %177 = icmp eq i32 %176, 20
  br i1 %177, label %215, label %172, !llvm.loop !27

178:                                              ; preds = %172, %178
  %179 = phi i32 [ 0, %172 ], [ %211, %178 ]
  %180 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i32 0, i32 %179, i32 0
  %181 = load i32, i32* %180, align 4
  %182 = add i32 %181, 3
  %183 = and i32 %182, 7
  %184 = shl i32 %181, 24
  %185 = ashr i32 %184, 27
  %186 = add nsw i32 %185, %174
  %187 = icmp sgt i32 %186, 16
  %188 = select i1 %187, i32 -33, i32 -1
  %189 = add nsw i32 %188, %186
  %190 = icmp slt i32 %189, -16
  %191 = select i1 %190, i32 15, i32 %189
  %192 = shl nsw i32 %191, 3
  %193 = and i32 %192, 248
  %194 = lshr i32 %181, 8
  %195 = and i32 %194, 255
  %196 = mul nuw nsw i32 %195, 1280
  %197 = add nuw nsw i32 %196, 256
  %198 = and i32 %197, 65280
  %199 = shl i32 %181, 3
  %200 = ashr i32 %199, 20
  %201 = mul nsw i32 %191, 7
  %202 = add nsw i32 %201, %200
  %203 = shl nsw i32 %202, 17
  %204 = and i32 %203, 536739840
  %205 = and i32 %181, -536805376
  %206 = or i32 %205, %183
  %207 = or i32 %206, %198
  %208 = or i32 %207, %193
  %209 = or i32 %208, %204
  %210 = xor i32 %209, 65536
  store i32 %210, i32* %180, align 4
  %211 = add nuw nsw i32 %179, 1
  %212 = icmp eq i32 %211, 24
  br i1 %212, label %175, label %178, !llvm.loop !28

213:                                              ; preds = %215
  store i32 %235, i32* @h, align 4, !tbaa !7
  %214 = and i32 %235, 2147483647
  ret i32 %214

215:                                              ; preds = %175, %215
  %216 = phi i32 [ %236, %215 ], [ 0, %175 ]
  %217 = phi i32 [ %235, %215 ], [ %143, %175 ]
  %218 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i32 0, i32 %216, i32 0
  %219 = load i32, i32* %218, align 4
  %220 = and i32 %219, 7
  %221 = lshr i32 %219, 5
  %222 = and i32 %221, 2040
  %223 = or i32 %222, %220
  %224 = and i32 %221, 2048
  %225 = or i32 %223, %224
  %226 = xor i32 %225, %217
  %227 = mul i32 %226, 16777619
  %228 = shl i32 %219, 24
  %229 = ashr i32 %228, 27
  %230 = xor i32 %227, %229
  %231 = mul i32 %230, 16777619
  %232 = shl i32 %219, 3
  %233 = ashr i32 %232, 20
  %234 = xor i32 %231, %233
  %235 = mul i32 %234, 16777619
  %236 = add nuw nsw i32 %216, 1
  %237 = icmp eq i32 %236, 24
  br i1 %237, label %213, label %215, !llvm.loop !29
}

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{!"Debian clang version 14.0.6"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!12, !9, i64 0}
!12 = !{!"pixel", !9, i64 0, !9, i64 1, !9, i64 2, !9, i64 3, !13, i64 4, !13, i64 6}
!13 = !{!"short", !9, i64 0}
!14 = !{!12, !9, i64 1}
!15 = !{!12, !9, i64 2}
!16 = !{!12, !9, i64 3}
!17 = !{!12, !13, i64 4}
!18 = !{!12, !13, i64 6}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = distinct !{!21, !20}
!22 = distinct !{!22, !20}
!23 = distinct !{!23, !20}
!24 = !{!9, !9, i64 0}
!25 = distinct !{!25, !20}
!26 = distinct !{!26, !20}
!27 = distinct !{!27, !20}
!28 = distinct !{!28, !20}
!29 = distinct !{!29, !20}
