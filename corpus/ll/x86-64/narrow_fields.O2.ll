; ModuleID = 'narrow_fields.c'
source_filename = "narrow_fields.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.pixel = type { i8, i8, i8, i8, i16, i16 }
%struct.packed_bits = type { i32 }

@px = internal unnamed_addr global [40 x %struct.pixel] zeroinitializer, align 16
@pb = internal unnamed_addr global [24 x %struct.packed_bits] zeroinitializer, align 16
@h = internal unnamed_addr global i32 -2128831035, align 4
@popcount16.nib = internal unnamed_addr constant [16 x i8] c"\00\01\01\02\01\02\02\03\01\02\02\03\02\03\03\04", align 16

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %3

1:                                                ; preds = %3
  %2 = load i32, i32* @h, align 4, !tbaa !2
  br label %22

3:                                                ; preds = %0, %3
  %4 = phi i64 [ 0, %0 ], [ %20, %3 ]
  %5 = trunc i64 %4 to i8
  %6 = mul i8 %5, 7
  %7 = add i8 %6, -100
  %8 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %4, i32 0
  store i8 %7, i8* %8, align 8, !tbaa !6
  %9 = mul i8 %5, 13
  %10 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %4, i32 1
  store i8 %9, i8* %10, align 1, !tbaa !9
  %11 = xor i8 %5, -1
  %12 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %4, i32 2
  store i8 %11, i8* %12, align 2, !tbaa !10
  %13 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %4, i32 3
  store i8 %5, i8* %13, align 1, !tbaa !11
  %14 = trunc i64 %4 to i16
  %15 = mul nuw i16 %14, 1000
  %16 = add i16 %15, -20000
  %17 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %4, i32 4
  store i16 %16, i16* %17, align 4, !tbaa !12
  %18 = mul i16 %14, 4099
  %19 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %4, i32 5
  store i16 %18, i16* %19, align 2, !tbaa !13
  %20 = add nuw nsw i64 %4, 1
  %21 = icmp eq i64 %20, 40
  br i1 %21, label %1, label %3, !llvm.loop !14

22:                                               ; preds = %1, %70
  %23 = phi i32 [ 19088743, %1 ], [ %83, %70 ]
  %24 = phi i32 [ 0, %1 ], [ %73, %70 ]
  %25 = phi i32 [ %2, %1 ], [ %72, %70 ]
  br label %75

26:                                               ; preds = %75, %26
  %27 = phi i64 [ %68, %26 ], [ 0, %75 ]
  %28 = phi i32 [ %67, %26 ], [ 0, %75 ]
  %29 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %27, i32 0
  %30 = load i8, i8* %29, align 16, !tbaa !6
  %31 = sext i8 %30 to i32
  %32 = mul nsw i32 %31, 3
  %33 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %27, i32 4
  %34 = load i16, i16* %33, align 4, !tbaa !12
  %35 = sext i16 %34 to i32
  %36 = add i32 %28, %35
  %37 = add i32 %36, %32
  %38 = or i64 %27, 1
  %39 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %38, i32 0
  %40 = load i8, i8* %39, align 8, !tbaa !6
  %41 = sext i8 %40 to i32
  %42 = mul nsw i32 %41, 3
  %43 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %38, i32 4
  %44 = load i16, i16* %43, align 4, !tbaa !12
  %45 = sext i16 %44 to i32
  %46 = add i32 %37, %45
  %47 = add i32 %46, %42
  %48 = or i64 %27, 2
  %49 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %48, i32 0
  %50 = load i8, i8* %49, align 16, !tbaa !6
  %51 = sext i8 %50 to i32
  %52 = mul nsw i32 %51, 3
  %53 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %48, i32 4
  %54 = load i16, i16* %53, align 4, !tbaa !12
  %55 = sext i16 %54 to i32
  %56 = add i32 %47, %55
  %57 = add i32 %56, %52
  %58 = or i64 %27, 3
  %59 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %58, i32 0
  %60 = load i8, i8* %59, align 8, !tbaa !6
  %61 = sext i8 %60 to i32
  %62 = mul nsw i32 %61, 3
  %63 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %58, i32 4
  %64 = load i16, i16* %63, align 4, !tbaa !12
  %65 = sext i16 %64 to i32
  %66 = add i32 %57, %65
  %67 = add i32 %66, %62
  %68 = add nuw nsw i64 %27, 4
  %69 = icmp eq i64 %68, 40
  br i1 %69, label %70, label %26, !llvm.loop !16

70:                                               ; preds = %26
  %71 = xor i32 %25, %67
  %72 = mul i32 %71, 16777619
  %73 = add nuw nsw i32 %24, 1
  %74 = icmp eq i32 %73, 20
  br i1 %74, label %120, label %22, !llvm.loop !17

75:                                               ; preds = %22, %75
  %76 = phi i64 [ 0, %22 ], [ %118, %75 ]
  %77 = phi i32 [ %23, %22 ], [ %83, %75 ]
  %78 = shl i32 %77, 13
  %79 = xor i32 %78, %77
  %80 = lshr i32 %79, 17
  %81 = xor i32 %80, %79
  %82 = shl i32 %81, 5
  %83 = xor i32 %82, %81
  %84 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %76, i32 0
  %85 = load i8, i8* %84, align 8, !tbaa !6
  %86 = trunc i32 %83 to i8
  %87 = add i8 %85, %86
  store i8 %87, i8* %84, align 8, !tbaa !6
  %88 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %76, i32 1
  %89 = load i8, i8* %88, align 1, !tbaa !9
  %90 = add i8 %89, 37
  store i8 %90, i8* %88, align 1, !tbaa !9
  %91 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %76, i32 2
  %92 = load i8, i8* %91, align 2, !tbaa !10
  %93 = shl i8 %92, 1
  %94 = icmp slt i8 %92, 0
  %95 = select i1 %94, i8 27, i8 0
  %96 = xor i8 %95, %93
  store i8 %96, i8* %91, align 2, !tbaa !10
  %97 = lshr i32 %83, 8
  %98 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %76, i32 3
  %99 = load i8, i8* %98, align 1, !tbaa !11
  %100 = trunc i32 %97 to i8
  %101 = xor i8 %99, %100
  store i8 %101, i8* %98, align 1, !tbaa !11
  %102 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %76, i32 4
  %103 = load i16, i16* %102, align 4, !tbaa !12
  %104 = lshr i32 %83, 12
  %105 = trunc i32 %104 to i16
  %106 = sub i16 %103, %105
  store i16 %106, i16* %102, align 4, !tbaa !12
  %107 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %76, i32 5
  %108 = load i16, i16* %107, align 2, !tbaa !13
  %109 = and i32 %81, 15
  %110 = shl nuw nsw i32 1, %109
  %111 = trunc i32 %110 to i16
  %112 = xor i16 %108, %111
  %113 = and i16 %112, 32767
  %114 = and i8 %87, -128
  %115 = zext i8 %114 to i16
  %116 = shl nuw i16 %115, 8
  %117 = or i16 %113, %116
  store i16 %117, i16* %107, align 2, !tbaa !13
  %118 = add nuw nsw i64 %76, 1
  %119 = icmp eq i64 %118, 40
  br i1 %119, label %26, label %75, !llvm.loop !18

120:                                              ; preds = %70, %120
  %121 = phi i32 [ %177, %120 ], [ %72, %70 ]
  %122 = phi i64 [ %178, %120 ], [ 0, %70 ]
  %123 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %122, i32 1
  %124 = load i8, i8* %123, align 1, !tbaa !9
  %125 = zext i8 %124 to i32
  %126 = shl nuw i32 %125, 24
  %127 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %122, i32 2
  %128 = load i8, i8* %127, align 2, !tbaa !10
  %129 = zext i8 %128 to i32
  %130 = shl nuw nsw i32 %129, 16
  %131 = or i32 %130, %126
  %132 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %122, i32 3
  %133 = load i8, i8* %132, align 1, !tbaa !11
  %134 = zext i8 %133 to i32
  %135 = shl nuw nsw i32 %134, 8
  %136 = or i32 %131, %135
  %137 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %122, i32 0
  %138 = load i8, i8* %137, align 8, !tbaa !6
  %139 = zext i8 %138 to i32
  %140 = or i32 %136, %139
  %141 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %122, i32 5
  %142 = load i16, i16* %141, align 2, !tbaa !13
  %143 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %122, i32 4
  %144 = load i16, i16* %143, align 4, !tbaa !12
  %145 = xor i32 %121, %140
  %146 = mul i32 %145, 16777619
  %147 = zext i16 %142 to i32
  %148 = and i32 %147, 15
  %149 = zext i32 %148 to i64
  %150 = getelementptr inbounds [16 x i8], [16 x i8]* @popcount16.nib, i64 0, i64 %149
  %151 = load i8, i8* %150, align 1, !tbaa !19
  %152 = zext i8 %151 to i32
  %153 = lshr i32 %147, 4
  %154 = and i32 %153, 15
  %155 = zext i32 %154 to i64
  %156 = getelementptr inbounds [16 x i8], [16 x i8]* @popcount16.nib, i64 0, i64 %155
  %157 = load i8, i8* %156, align 1, !tbaa !19
  %158 = zext i8 %157 to i32
  %159 = add nuw nsw i32 %158, %152
  %160 = lshr i32 %147, 8
  %161 = and i32 %160, 15
  %162 = zext i32 %161 to i64
  %163 = getelementptr inbounds [16 x i8], [16 x i8]* @popcount16.nib, i64 0, i64 %162
  %164 = load i8, i8* %163, align 1, !tbaa !19
  %165 = zext i8 %164 to i32
  %166 = add nuw nsw i32 %159, %165
  %167 = lshr i32 %147, 12
  %168 = zext i32 %167 to i64
  %169 = getelementptr inbounds [16 x i8], [16 x i8]* @popcount16.nib, i64 0, i64 %168
  %170 = load i8, i8* %169, align 1, !tbaa !19
  %171 = zext i8 %170 to i32
  %172 = add nuw nsw i32 %166, %171
  %173 = xor i32 %172, %146
  %174 = mul i32 %173, 16777619
  %175 = sext i16 %144 to i32
  %176 = xor i32 %174, %175
  %177 = mul i32 %176, 16777619
  %178 = add nuw nsw i64 %122, 1
  %179 = icmp eq i64 %178, 40
  br i1 %179, label %180, label %120, !llvm.loop !20

180:                                              ; preds = %120
  store i32 %177, i32* @h, align 4, !tbaa !2
  br label %181

181:                                              ; preds = %180, %181
  %182 = phi i64 [ 0, %180 ], [ %208, %181 ]
  %183 = trunc i64 %182 to i32
  %184 = and i32 %183, 7
  %185 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i64 0, i64 %182, i32 0
  %186 = load i32, i32* %185, align 4
  %187 = and i32 %186, -536870912
  %188 = trunc i64 %182 to i8
  %189 = urem i8 %188, 31
  %190 = shl nuw i8 %189, 3
  %191 = add i8 %190, -120
  %192 = zext i8 %191 to i32
  %193 = trunc i64 %182 to i32
  %194 = mul i32 %193, 11520
  %195 = and i32 %194, 65280
  %196 = trunc i64 %182 to i32
  %197 = shl i32 %196, 16
  %198 = and i32 %197, 65536
  %199 = trunc i64 %182 to i32
  %200 = mul i32 %199, 22282240
  %201 = add i32 %200, 274726912
  %202 = and i32 %201, 536608768
  %203 = or i32 %195, %184
  %204 = or i32 %203, %198
  %205 = or i32 %204, %202
  %206 = or i32 %205, %192
  %207 = or i32 %206, %187
  store i32 %207, i32* %185, align 4
  %208 = add nuw nsw i64 %182, 1
  %209 = icmp eq i64 %208, 24
  br i1 %209, label %210, label %181, !llvm.loop !21

210:                                              ; preds = %181, %213
  %211 = phi i32 [ %214, %213 ], [ 0, %181 ]
  %212 = and i32 %211, 3
  br label %216

213:                                              ; preds = %216
  %214 = add nuw nsw i32 %211, 1
  %215 = icmp eq i32 %214, 20
  br i1 %215, label %253, label %210, !llvm.loop !22

216:                                              ; preds = %210, %216
  %217 = phi i64 [ 0, %210 ], [ %249, %216 ]
  %218 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i64 0, i64 %217, i32 0
  %219 = load i32, i32* %218, align 4
  %220 = add i32 %219, 3
  %221 = and i32 %220, 7
  %222 = shl i32 %219, 24
  %223 = ashr i32 %222, 27
  %224 = add nsw i32 %223, %212
  %225 = icmp sgt i32 %224, 16
  %226 = select i1 %225, i32 -33, i32 -1
  %227 = add nsw i32 %226, %224
  %228 = icmp slt i32 %227, -16
  %229 = select i1 %228, i32 15, i32 %227
  %230 = shl nsw i32 %229, 3
  %231 = and i32 %230, 248
  %232 = lshr i32 %219, 8
  %233 = and i32 %232, 255
  %234 = mul nuw nsw i32 %233, 1280
  %235 = add nuw nsw i32 %234, 256
  %236 = and i32 %235, 65280
  %237 = shl i32 %219, 3
  %238 = ashr i32 %237, 20
  %239 = mul nsw i32 %229, 7
  %240 = add nsw i32 %239, %238
  %241 = shl nsw i32 %240, 17
  %242 = and i32 %241, 536739840
  %243 = and i32 %219, -536805376
  %244 = or i32 %243, %221
  %245 = or i32 %244, %236
  %246 = or i32 %245, %231
  %247 = or i32 %246, %242
  %248 = xor i32 %247, 65536
  store i32 %248, i32* %218, align 4
  %249 = add nuw nsw i64 %217, 1
  %250 = icmp eq i64 %249, 24
  br i1 %250, label %213, label %216, !llvm.loop !23

251:                                              ; preds = %253
  store i32 %273, i32* @h, align 4, !tbaa !2
  %252 = and i32 %273, 2147483647
  ret i32 %252

253:                                              ; preds = %213, %253
  %254 = phi i64 [ %274, %253 ], [ 0, %213 ]
  %255 = phi i32 [ %273, %253 ], [ %177, %213 ]
  %256 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i64 0, i64 %254, i32 0
  %257 = load i32, i32* %256, align 4
  %258 = and i32 %257, 7
  %259 = lshr i32 %257, 5
  %260 = and i32 %259, 2040
  %261 = or i32 %260, %258
  %262 = and i32 %259, 2048
  %263 = or i32 %261, %262
  %264 = xor i32 %263, %255
  %265 = mul i32 %264, 16777619
  %266 = shl i32 %257, 24
  %267 = ashr i32 %266, 27
  %268 = xor i32 %265, %267
  %269 = mul i32 %268, 16777619
  %270 = shl i32 %257, 3
  %271 = ashr i32 %270, 20
  %272 = xor i32 %269, %271
  %273 = mul i32 %272, 16777619
  %274 = add nuw nsw i64 %254, 1
  %275 = icmp eq i64 %274, 24
  br i1 %275, label %251, label %253, !llvm.loop !24
}

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = !{!7, !4, i64 0}
!7 = !{!"pixel", !4, i64 0, !4, i64 1, !4, i64 2, !4, i64 3, !8, i64 4, !8, i64 6}
!8 = !{!"short", !4, i64 0}
!9 = !{!7, !4, i64 1}
!10 = !{!7, !4, i64 2}
!11 = !{!7, !4, i64 3}
!12 = !{!7, !8, i64 4}
!13 = !{!7, !8, i64 6}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !15}
!18 = distinct !{!18, !15}
!19 = !{!4, !4, i64 0}
!20 = distinct !{!20, !15}
!21 = distinct !{!21, !15}
!22 = distinct !{!22, !15}
!23 = distinct !{!23, !15}
!24 = distinct !{!24, !15}
