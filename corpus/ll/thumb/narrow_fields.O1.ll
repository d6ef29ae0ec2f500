; ModuleID = 'narrow_fields.c'
source_filename = "narrow_fields.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"

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
  %15 = mul i16 %14, 1000
  %16 = add i16 %15, -20000
  %17 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %4, i32 4
  store i16 %16, i16* %17, align 2, !tbaa !17
  %18 = mul i16 %14, 4099
  %19 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %4, i32 5
  store i16 %18, i16* %19, align 2, !tbaa !18
  %20 = add nuw nsw i32 %4, 1
  %21 = icmp eq i32 %20, 40
  br i1 %21, label %1, label %3, !llvm.loop !19

22:                                               ; preds = %1, %41
  %23 = phi i32 [ 19088743, %1 ], [ %54, %41 ]
  %24 = phi i32 [ 0, %1 ], [ %44, %41 ]
  %25 = phi i32 [ %2, %1 ], [ %43, %41 ]
  br label %46

26:                                               ; preds = %41
  store i32 %43, i32* @h, align 4, !tbaa !7
  br label %91

27:                                               ; preds = %46, %27
  %28 = phi i32 [ %39, %27 ], [ 0, %46 ]
  %29 = phi i32 [ %38, %27 ], [ 0, %46 ]
  %30 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %28, i32 0
  %31 = load i8, i8* %30, align 2, !tbaa !11
  %32 = sext i8 %31 to i32
  %33 = mul nsw i32 %32, 3
  %34 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %28, i32 4
  %35 = load i16, i16* %34, align 2, !tbaa !17
  %36 = sext i16 %35 to i32
  %37 = add i32 %29, %36
  %38 = add i32 %37, %33
  %39 = add nuw nsw i32 %28, 1
  %40 = icmp eq i32 %39, 40
  br i1 %40, label %41, label %27, !llvm.loop !22

41:                                               ; preds = %27
  %42 = xor i32 %25, %38
  %43 = mul i32 %42, 16777619
  %44 = add nuw nsw i32 %24, 1
  %45 = icmp eq i32 %44, 20
  br i1 %45, label %26, label %22, !llvm.loop !23

46:                                               ; preds = %22, %46
  %47 = phi i32 [ %23, %22 ], [ %54, %46 ]
  %48 = phi i32 [ 0, %22 ], [ %89, %46 ]
  %49 = shl i32 %47, 13
  %50 = xor i32 %49, %47
  %51 = lshr i32 %50, 17
  %52 = xor i32 %51, %50
  %53 = shl i32 %52, 5
  %54 = xor i32 %53, %52
  %55 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %48, i32 0
  %56 = load i8, i8* %55, align 2, !tbaa !11
  %57 = trunc i32 %54 to i8
  %58 = add i8 %56, %57
  store i8 %58, i8* %55, align 2, !tbaa !11
  %59 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %48, i32 1
  %60 = load i8, i8* %59, align 1, !tbaa !14
  %61 = add i8 %60, 37
  store i8 %61, i8* %59, align 1, !tbaa !14
  %62 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %48, i32 2
  %63 = load i8, i8* %62, align 2, !tbaa !15
  %64 = shl i8 %63, 1
  %65 = icmp slt i8 %63, 0
  %66 = select i1 %65, i8 27, i8 0
  %67 = xor i8 %66, %64
  store i8 %67, i8* %62, align 2, !tbaa !15
  %68 = lshr i32 %54, 8
  %69 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %48, i32 3
  %70 = load i8, i8* %69, align 1, !tbaa !16
  %71 = trunc i32 %68 to i8
  %72 = xor i8 %70, %71
  store i8 %72, i8* %69, align 1, !tbaa !16
  %73 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %48, i32 4
  %74 = load i16, i16* %73, align 2, !tbaa !17
  %75 = lshr i32 %54, 12
  %76 = trunc i32 %75 to i16
  %77 = sub i16 %74, %76
  store i16 %77, i16* %73, align 2, !tbaa !17
  %78 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %48, i32 5
  %79 = load i16, i16* %78, align 2, !tbaa !18
  %80 = and i32 %52, 15
  %81 = shl i32 1, %80
  %82 = trunc i32 %81 to i16
  %83 = xor i16 %79, %82
  %84 = and i16 %83, 32767
  %85 = and i8 %58, -128
  %86 = zext i8 %85 to i16
  %87 = shl nuw i16 %86, 8
  %88 = or i16 %84, %87
  store i16 %88, i16* %78, align 2, !tbaa !18
  %89 = add nuw nsw i32 %48, 1
  %90 = icmp eq i32 %89, 40
  br i1 %90, label %27, label %46, !llvm.loop !24

91:                                               ; preds = %26, %123
  %92 = phi i32 [ 0, %26 ], [ %158, %123 ]
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
  %111 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %92, i32 1
  %112 = load i8, i8* %111, align 1, !tbaa !14
  %113 = icmp eq i8 %94, %112
  br i1 %113, label %114, label %122

114:                                              ; preds = %91
  %115 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %92, i32 2
  %116 = load i8, i8* %115, align 2, !tbaa !15
  %117 = icmp eq i8 %98, %116
  br i1 %117, label %118, label %122

118:                                              ; preds = %114
  %119 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %92, i32 3
  %120 = load i8, i8* %119, align 1, !tbaa !16
  %121 = icmp eq i8 %103, %120
  br i1 %121, label %123, label %122

122:                                              ; preds = %118, %114, %91
  call void @abort() #2
  br label %123

123:                                              ; preds = %122, %118
  %124 = load i32, i32* @h, align 4, !tbaa !7
  %125 = xor i32 %124, %110
  %126 = mul i32 %125, 16777619
  store i32 %126, i32* @h, align 4, !tbaa !7
  %127 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %92, i32 5
  %128 = load i16, i16* %127, align 2, !tbaa !18
  %129 = zext i16 %128 to i32
  %130 = and i32 %129, 15
  %131 = getelementptr inbounds [16 x i8], [16 x i8]* @popcount16.nib, i32 0, i32 %130
  %132 = load i8, i8* %131, align 1, !tbaa !25
  %133 = zext i8 %132 to i32
  %134 = lshr i32 %129, 4
  %135 = and i32 %134, 15
  %136 = getelementptr inbounds [16 x i8], [16 x i8]* @popcount16.nib, i32 0, i32 %135
  %137 = load i8, i8* %136, align 1, !tbaa !25
  %138 = zext i8 %137 to i32
  %139 = add nuw nsw i32 %138, %133
  %140 = lshr i32 %129, 8
  %141 = and i32 %140, 15
  %142 = getelementptr inbounds [16 x i8], [16 x i8]* @popcount16.nib, i32 0, i32 %141
  %143 = load i8, i8* %142, align 1, !tbaa !25
  %144 = zext i8 %143 to i32
  %145 = add nuw nsw i32 %139, %144
  %146 = lshr i32 %129, 12
  %147 = getelementptr inbounds [16 x i8], [16 x i8]* @popcount16.nib, i32 0, i32 %146
  %148 = load i8, i8* %147, align 1, !tbaa !25
  %149 = zext i8 %148 to i32
  %150 = add nuw nsw i32 %145, %149
  %151 = xor i32 %150, %126
  %152 = mul i32 %151, 16777619
  store i32 %152, i32* @h, align 4, !tbaa !7
  %153 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %92, i32 4
  %154 = load i16, i16* %153, align 2, !tbaa !17
  %155 = sext i16 %154 to i32
  %156 = xor i32 %152, %155
  %157 = mul i32 %156, 16777619
  store i32 %157, i32* @h, align 4, !tbaa !7
  %158 = add nuw nsw i32 %92, 1
  %159 = icmp eq i32 %158, 40
  br i1 %159, label %160, label %91, !llvm.loop !26

160:                                              ; preds = %123, %160
  %161 = phi i32 [ %181, %160 ], [ 0, %123 ]
  %162 = and i32 %161, 7
  %163 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i32 0, i32 %161, i32 0
  %164 = load i32, i32* %163, align 4
  %165 = and i32 %164, -536870912
  %166 = shl nuw nsw i32 %161, 3
  %167 = add nuw nsw i32 %166, 136
  %168 = and i32 %167, 248
  %169 = mul nuw nsw i32 %161, 11520
  %170 = and i32 %169, 65280
  %171 = shl i32 %161, 16
  %172 = and i32 %171, 65536
  %173 = mul nuw nsw i32 %161, 22282240
  %174 = add nuw nsw i32 %173, 274726912
  %175 = and i32 %174, 536608768
  %176 = or i32 %170, %162
  %177 = or i32 %176, %172
  %178 = or i32 %177, %175
  %179 = or i32 %178, %168
  %180 = or i32 %179, %165
  store i32 %180, i32* %163, align 4
  %181 = add nuw nsw i32 %161, 1
  %182 = icmp eq i32 %181, 24
  br i1 %182, label %183, label %160, !llvm.loop !27

183:                                              ; preds = %160, %188
  %184 = phi i32 [ %189, %188 ], [ 0, %160 ]
  %185 = and i32 %184, 3
  br label %191

186:                                              ; preds = %188
  %187 = load i32, i32* @h, align 4, !tbaa !7
  br label %230

188:                                              ; preds = %191
  %189 = add nuw nsw i32 %184, 1
  %190 = icmp eq i32 %189, 20
  br i1 %190, label %186, label %183, !llvm.loop !28

191:                                              ; preds = %183, %191
  %192 = phi i32 [ 0, %183 ], [ %226, %191 ]
  %193 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i32 0, i32 %192, i32 0
  %194 = load i32, i32* %193, align 4
  %195 = add i32 %194, 3
  %196 = and i32 %195, 7
  %197 = shl i32 %194, 24
  %198 = ashr i32 %197, 27
  %199 = add nsw i32 %198, %185
  %200 = icmp sgt i32 %199, 16
  %201 = select i1 %200, i32 -33, i32 -1
  %202 = add nsw i32 %201, %199
  %203 = icmp slt i32 %202, -16
  %204 = select i1 %203, i32 15, i32 %202
  %205 = shl nsw i32 %204, 3
  %206 = and i32 %205, 248
  %207 = lshr i32 %194, 8
  %208 = and i32 %207, 255
  %209 = mul nuw nsw i32 %208, 1280
  %210 = add nuw nsw i32 %209, 256
  %211 = and i32 %210, 65280
  %212 = shl i32 %194, 3
  %213 = ashr i32 %212, 20
  %214 = shl i32 %204, 27
  %215 = ashr exact i32 %214, 27
  %216 = mul nsw i32 %215, 7
  %217 = add nsw i32 %216, %213
  %218 = shl nsw i32 %217, 17
  %219 = and i32 %218, 536739840
  %220 = and i32 %194, -536805376
  %221 = or i32 %220, %196
  %222 = or i32 %221, %211
  %223 = or i32 %222, %206
  %224 = or i32 %223, %219
  %225 = xor i32 %224, 65536
  store i32 %225, i32* %193, align 4
  %226 = add nuw nsw i32 %192, 1
  %227 = icmp eq i32 %226, 24
  br i1 %227, label %188, label %191, !llvm.loop !29

228:                                              ; preds = %230
  store i32 %250, i32* @h, align 4, !tbaa !7
  %229 = and i32 %250, 2147483647
  ret i32 %229

230:                                              ; preds = %186, %230
  %231 = phi i32 [ 0, %186 ], [ %251, %230 ]
  %232 = phi i32 [ %187, %186 ], [ %250, %230 ]
  %233 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i32 0, i32 %231, i32 0
  %234 = load i32, i32* %233, align 4
  %235 = and i32 %234, 7
  %236 = lshr i32 %234, 5
  %237 = and i32 %236, 2040
  %238 = or i32 %237, %235
  %239 = and i32 %236, 2048
  %240 = or i32 %238, %239
  %241 = xor i32 %240, %232
  %242 = mul i32 %241, 16777619
  %243 = shl i32 %234, 24
  %244 = ashr i32 %243, 27
  %245 = xor i32 %242, %244
  %246 = mul i32 %245, 16777619
  %247 = shl i32 %234, 3
  %248 = ashr i32 %247, 20
  %249 = xor i32 %246, %248
  %250 = mul i32 %249, 16777619
  %251 = add nuw nsw i32 %231, 1
  %252 = icmp eq i32 %251, 24
  br i1 %252, label %228, label %230, !llvm.loop !30
}

declare dso_local void @abort() local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

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
!19 = distinct !{!19, !20, !21}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = distinct !{!22, !20, !21}
!23 = distinct !{!23, !20, !21}
!24 = distinct !{!24, !20, !21}
!25 = !{!9, !9, i64 0}
!26 = distinct !{!26, !20, !21}
!27 = distinct !{!27, !20, !21}
!28 = distinct !{!28, !20, !21}
!29 = distinct !{!29, !20, !21}
!30 = distinct !{!30, !20, !21}
