; ModuleID = 'narrow_fields.c'
source_filename = "narrow_fields.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.pixel = type { i8, i8, i8, i8, i16, i16 }
%struct.packed_bits = type { i32 }

@px = internal unnamed_addr global [40 x %struct.pixel] zeroinitializer, align 16
@pb = internal unnamed_addr global [24 x %struct.packed_bits] zeroinitializer, align 16
@h = internal unnamed_addr global i32 -2128831035, align 4
@popcount16.nib = internal unnamed_addr constant [16 x i8] c"\00\01\01\02\01\02\02\03\01\02\02\03\02\03\03\04", align 16

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 0, -2147483648) i32 @main() local_unnamed_addr #0 {
  br label %3

1:                                                ; preds = %3
  %2 = load i32, ptr @h, align 4, !tbaa !2
  br label %22

3:                                                ; preds = %0, %3
  %4 = phi i64 [ 0, %0 ], [ %20, %3 ]
  %5 = trunc i64 %4 to i8
  %6 = mul i8 %5, 7
  %7 = add i8 %6, -100
  %8 = getelementptr inbounds [40 x %struct.pixel], ptr @px, i64 0, i64 %4
  store i8 %7, ptr %8, align 8, !tbaa !6
  %9 = mul i8 %5, 13
  %10 = getelementptr inbounds i8, ptr %8, i64 1
  store i8 %9, ptr %10, align 1, !tbaa !9
  %11 = xor i8 %5, -1
  %12 = getelementptr inbounds i8, ptr %8, i64 2
  store i8 %11, ptr %12, align 2, !tbaa !10
  %13 = getelementptr inbounds i8, ptr %8, i64 3
  store i8 %5, ptr %13, align 1, !tbaa !11
  %14 = trunc i64 %4 to i16
  %15 = mul nuw i16 %14, 1000
  %16 = add i16 %15, -20000
  %17 = getelementptr inbounds i8, ptr %8, i64 4
  store i16 %16, ptr %17, align 4, !tbaa !12
  %18 = mul i16 %14, 4099
  %19 = getelementptr inbounds i8, ptr %8, i64 6
  store i16 %18, ptr %19, align 2, !tbaa !13
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
  %29 = getelementptr inbounds %struct.pixel, ptr @px, i64 %27
  %30 = load i8, ptr %29, align 16, !tbaa !6
  %31 = sext i8 %30 to i32
  %32 = mul nsw i32 %31, 3
  %33 = getelementptr inbounds i8, ptr %29, i64 4
  %34 = load i16, ptr %33, align 4, !tbaa !12
  %35 = sext i16 %34 to i32
  %36 = add i32 %28, %35
  %37 = add i32 %36, %32
  %38 = or disjoint i64 %27, 1
  %39 = getelementptr inbounds %struct.pixel, ptr @px, i64 %38
  %40 = load i8, ptr %39, align 8, !tbaa !6
  %41 = sext i8 %40 to i32
  %42 = mul nsw i32 %41, 3
  %43 = getelementptr inbounds i8, ptr %39, i64 4
  %44 = load i16, ptr %43, align 4, !tbaa !12
  %45 = sext i16 %44 to i32
  %46 = add i32 %37, %45
  %47 = add i32 %46, %42
  %48 = or disjoint i64 %27, 2
  %49 = getelementptr inbounds %struct.pixel, ptr @px, i64 %48
  %50 = load i8, ptr %49, align 16, !tbaa !6
  %51 = sext i8 %50 to i32
  %52 = mul nsw i32 %51, 3
  %53 = getelementptr inbounds i8, ptr %49, i64 4
  %54 = load i16, ptr %53, align 4, !tbaa !12
  %55 = sext i16 %54 to i32
  %56 = add i32 %47, %55
  %57 = add i32 %56, %52
  %58 = or disjoint i64 %27, 3
  %59 = getelementptr inbounds %struct.pixel, ptr @px, i64 %58
  %60 = load i8, ptr %59, align 8, !tbaa !6
  %61 = sext i8 %60 to i32
  %62 = mul nsw i32 %61, 3
  %63 = getelementptr inbounds i8, ptr %59, i64 4
  %64 = load i16, ptr %63, align 4, !tbaa !12
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
  %84 = getelementptr inbounds [40 x %struct.pixel], ptr @px, i64 0, i64 %76
  %85 = load i8, ptr %84, align 8, !tbaa !6
  %86 = trunc i32 %83 to i8
  %87 = add i8 %85, %86
  store i8 %87, ptr %84, align 8, !tbaa !6
  %88 = getelementptr inbounds i8, ptr %84, i64 1
  %89 = load i8, ptr %88, align 1, !tbaa !9
  %90 = add i8 %89, 37
  store i8 %90, ptr %88, align 1, !tbaa !9
  %91 = getelementptr inbounds i8, ptr %84, i64 2
  %92 = load i8, ptr %91, align 2, !tbaa !10
  %93 = shl i8 %92, 1
  %94 = icmp slt i8 %92, 0
  %95 = select i1 %94, i8 27, i8 0
  %96 = xor i8 %95, %93
  store i8 %96, ptr %91, align 2, !tbaa !10
  %97 = lshr i32 %83, 8
  %98 = getelementptr inbounds i8, ptr %84, i64 3
  %99 = load i8, ptr %98, align 1, !tbaa !11
  %100 = trunc i32 %97 to i8
  %101 = xor i8 %99, %100
  store i8 %101, ptr %98, align 1, !tbaa !11
  %102 = getelementptr inbounds i8, ptr %84, i64 4
  %103 = load i16, ptr %102, align 4, !tbaa !12
  %104 = lshr i32 %83, 12
  %105 = trunc i32 %104 to i16
  %106 = sub i16 %103, %105
  store i16 %106, ptr %102, align 4, !tbaa !12
  %107 = getelementptr inbounds i8, ptr %84, i64 6
  %108 = load i16, ptr %107, align 2, !tbaa !13
  %109 = and i32 %81, 15
  %110 = shl nuw nsw i32 1, %109
  %111 = trunc nuw i32 %110 to i16
  %112 = xor i16 %108, %111
  %113 = and i16 %112, 32767
  %114 = and i8 %87, -128
  %115 = zext i8 %114 to i16
  %116 = shl nuw i16 %115, 8
  %117 = or disjoint i16 %113, %116
  store i16 %117, ptr %107, align 2, !tbaa !13
  %118 = add nuw nsw i64 %76, 1
  %119 = icmp eq i64 %118, 40
  br i1 %119, label %26, label %75, !llvm.loop !18

120:                                              ; preds = %70, %120
  %121 = phi i64 [ %178, %120 ], [ 0, %70 ]
  %122 = phi i32 [ %177, %120 ], [ %72, %70 ]
  %123 = getelementptr inbounds [40 x %struct.pixel], ptr @px, i64 0, i64 %121
  %124 = getelementptr inbounds i8, ptr %123, i64 1
  %125 = load i8, ptr %124, align 1, !tbaa !9
  %126 = zext i8 %125 to i32
  %127 = shl nuw i32 %126, 24
  %128 = getelementptr inbounds i8, ptr %123, i64 2
  %129 = load i8, ptr %128, align 2, !tbaa !10
  %130 = zext i8 %129 to i32
  %131 = shl nuw nsw i32 %130, 16
  %132 = or disjoint i32 %131, %127
  %133 = getelementptr inbounds i8, ptr %123, i64 3
  %134 = load i8, ptr %133, align 1, !tbaa !11
  %135 = zext i8 %134 to i32
  %136 = shl nuw nsw i32 %135, 8
  %137 = load i8, ptr %123, align 8, !tbaa !6
  %138 = zext i8 %137 to i32
  %139 = or disjoint i32 %132, %136
  %140 = or disjoint i32 %139, %138
  %141 = xor i32 %140, %122
  %142 = mul i32 %141, 16777619
  %143 = getelementptr inbounds i8, ptr %123, i64 6
  %144 = load i16, ptr %143, align 2, !tbaa !13
  %145 = zext i16 %144 to i32
  %146 = and i32 %145, 15
  %147 = zext nneg i32 %146 to i64
  %148 = getelementptr inbounds [16 x i8], ptr @popcount16.nib, i64 0, i64 %147
  %149 = load i8, ptr %148, align 1, !tbaa !19
  %150 = zext i8 %149 to i32
  %151 = lshr i32 %145, 4
  %152 = and i32 %151, 15
  %153 = zext nneg i32 %152 to i64
  %154 = getelementptr inbounds [16 x i8], ptr @popcount16.nib, i64 0, i64 %153
  %155 = load i8, ptr %154, align 1, !tbaa !19
  %156 = zext i8 %155 to i32
  %157 = add nuw nsw i32 %156, %150
  %158 = lshr i32 %145, 8
  %159 = and i32 %158, 15
  %160 = zext nneg i32 %159 to i64
  %161 = getelementptr inbounds [16 x i8], ptr @popcount16.nib, i64 0, i64 %160
  %162 = load i8, ptr %161, align 1, !tbaa !19
  %163 = zext i8 %162 to i32
  %164 = add nuw nsw i32 %157, %163
  %165 = lshr i32 %145, 12
  %166 = zext nneg i32 %165 to i64
  %167 = getelementptr inbounds [16 x i8], ptr @popcount16.nib, i64 0, i64 %166
  %168 = load i8, ptr %167, align 1, !tbaa !19
  %169 = zext i8 %168 to i32
  %170 = add nuw nsw i32 %164, %169
  %171 = xor i32 %170, %142
  %172 = mul i32 %171, 16777619
  %173 = getelementptr inbounds i8, ptr %123, i64 4
  %174 = load i16, ptr %173, align 4, !tbaa !12
  %175 = sext i16 %174 to i32
  %176 = xor i32 %172, %175
  %177 = mul i32 %176, 16777619
  %178 = add nuw nsw i64 %121, 1
  %179 = icmp eq i64 %178, 40
  br i1 %179, label %180, label %120, !llvm.loop !20

180:                                              ; preds = %120, %180
  %181 = phi i64 [ %206, %180 ], [ 0, %120 ]
  %182 = getelementptr inbounds [24 x %struct.packed_bits], ptr @pb, i64 0, i64 %181
  %183 = load i32, ptr %182, align 4
  %184 = and i32 %183, -536870912
  %185 = trunc nuw nsw i64 %181 to i32
  %186 = and i32 %185, 7
  %187 = trunc i64 %181 to i32
  %188 = mul i32 %187, 11520
  %189 = and i32 %188, 65280
  %190 = trunc i64 %181 to i32
  %191 = shl i32 %190, 3
  %192 = add i32 %191, 136
  %193 = and i32 %192, 248
  %194 = trunc i64 %181 to i32
  %195 = mul i32 %194, 22282240
  %196 = add i32 %195, 274726912
  %197 = and i32 %196, 536608768
  %198 = trunc i64 %181 to i32
  %199 = shl i32 %198, 16
  %200 = and i32 %199, 65536
  %201 = or disjoint i32 %189, %186
  %202 = or disjoint i32 %201, %200
  %203 = or disjoint i32 %202, %193
  %204 = or disjoint i32 %203, %197
  %205 = or disjoint i32 %204, %184
  store i32 %205, ptr %182, align 4
  %206 = add nuw nsw i64 %181, 1
  %207 = icmp eq i64 %206, 24
  br i1 %207, label %208, label %180, !llvm.loop !21

208:                                              ; preds = %180, %211
  %209 = phi i32 [ %212, %211 ], [ 0, %180 ]
  %210 = and i32 %209, 3
  br label %214

211:                                              ; preds = %214
  %212 = add nuw nsw i32 %209, 1
  %213 = icmp eq i32 %212, 20
  br i1 %213, label %252, label %208, !llvm.loop !22

214:                                              ; preds = %208, %214
  %215 = phi i64 [ 0, %208 ], [ %248, %214 ]
  %216 = getelementptr inbounds [24 x %struct.packed_bits], ptr @pb, i64 0, i64 %215
  %217 = load i32, ptr %216, align 4
  %218 = add i32 %217, 3
  %219 = and i32 %218, 7
  %220 = shl i32 %217, 24
  %221 = ashr i32 %220, 27
  %222 = add nsw i32 %221, %210
  %223 = icmp sgt i32 %222, 16
  %224 = select i1 %223, i32 -33, i32 -1
  %225 = add nsw i32 %224, %222
  %226 = icmp slt i32 %225, -16
  %227 = select i1 %226, i32 15, i32 %225
  %228 = shl nsw i32 %227, 3
  %229 = and i32 %228, 248
  %230 = lshr i32 %217, 8
  %231 = mul i32 %230, 1280
  %232 = add i32 %231, 256
  %233 = and i32 %232, 65280
  %234 = and i32 %217, -536805376
  %235 = or disjoint i32 %219, %234
  %236 = or disjoint i32 %235, %233
  %237 = or disjoint i32 %236, %229
  %238 = shl i32 %217, 3
  %239 = ashr i32 %238, 20
  %240 = shl i32 %227, 27
  %241 = ashr exact i32 %240, 27
  %242 = mul nsw i32 %241, 7
  %243 = add nsw i32 %242, %239
  %244 = shl nsw i32 %243, 17
  %245 = and i32 %244, 536739840
  %246 = or disjoint i32 %237, %245
  %247 = xor i32 %246, 65536
  store i32 %247, ptr %216, align 4
  %248 = add nuw nsw i64 %215, 1
  %249 = icmp eq i64 %248, 24
  br i1 %249, label %211, label %214, !llvm.loop !23

250:                                              ; preds = %252
  store i32 %270, ptr @h, align 4, !tbaa !2
  %251 = and i32 %270, 2147483647
  ret i32 %251

252:                                              ; preds = %211, %252
  %253 = phi i64 [ %271, %252 ], [ 0, %211 ]
  %254 = phi i32 [ %270, %252 ], [ %177, %211 ]
  %255 = getelementptr inbounds [24 x %struct.packed_bits], ptr @pb, i64 0, i64 %253
  %256 = load i32, ptr %255, align 4
  %257 = and i32 %256, 7
  %258 = lshr i32 %256, 5
  %259 = and i32 %258, 4088
  %260 = or disjoint i32 %259, %257
  %261 = xor i32 %260, %254
  %262 = mul i32 %261, 16777619
  %263 = shl i32 %256, 24
  %264 = ashr i32 %263, 27
  %265 = xor i32 %262, %264
  %266 = mul i32 %265, 16777619
  %267 = shl i32 %256, 3
  %268 = ashr i32 %267, 20
  %269 = xor i32 %266, %268
  %270 = mul i32 %269, 16777619
  %271 = add nuw nsw i64 %253, 1
  %272 = icmp eq i64 %271, 24
  br i1 %272, label %250, label %252, !llvm.loop !24
}

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
