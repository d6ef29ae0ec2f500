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
  %15 = mul i16 %14, 1000
  %16 = add i16 %15, -20000
  %17 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %4, i32 4
  store i16 %16, i16* %17, align 4, !tbaa !12
  %18 = mul i16 %14, 4099
  %19 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %4, i32 5
  store i16 %18, i16* %19, align 2, !tbaa !13
  %20 = add nuw nsw i64 %4, 1
  %21 = icmp eq i64 %20, 40
  br i1 %21, label %1, label %3, !llvm.loop !14

22:                                               ; preds = %1, %41
  %23 = phi i32 [ 19088743, %1 ], [ %54, %41 ]
  %24 = phi i32 [ 0, %1 ], [ %44, %41 ]
  %25 = phi i32 [ %2, %1 ], [ %43, %41 ]
  br label %46

26:                                               ; preds = %41
  store i32 %43, i32* @h, align 4, !tbaa !2
  br label %91

27:                                               ; preds = %46, %27
  %28 = phi i64 [ %39, %27 ], [ 0, %46 ]
  %29 = phi i32 [ %38, %27 ], [ 0, %46 ]
  %30 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %28, i32 0
  %31 = load i8, i8* %30, align 8, !tbaa !6
  %32 = sext i8 %31 to i32
  %33 = mul nsw i32 %32, 3
  %34 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %28, i32 4
  %35 = load i16, i16* %34, align 4, !tbaa !12
  %36 = sext i16 %35 to i32
  %37 = add i32 %29, %36
  %38 = add i32 %37, %33
  %39 = add nuw nsw i64 %28, 1
  %40 = icmp eq i64 %39, 40
  br i1 %40, label %41, label %27, !llvm.loop !17

41:                                               ; preds = %27
  %42 = xor i32 %25, %38
  %43 = mul i32 %42, 16777619
  %44 = add nuw nsw i32 %24, 1
  %45 = icmp eq i32 %44, 20
  br i1 %45, label %26, label %22, !llvm.loop !18

46:                                               ; preds = %22, %46
  %47 = phi i64 [ 0, %22 ], [ %89, %46 ]
  %48 = phi i32 [ %23, %22 ], [ %54, %46 ]
  %49 = shl i32 %48, 13
  %50 = xor i32 %49, %48
  %51 = lshr i32 %50, 17
  %52 = xor i32 %51, %50
  %53 = shl i32 %52, 5
  %54 = xor i32 %53, %52
  %55 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %47, i32 0
  %56 = load i8, i8* %55, align 8, !tbaa !6
  %57 = trunc i32 %54 to i8
  %58 = add i8 %56, %57
  store i8 %58, i8* %55, align 8, !tbaa !6
  %59 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %47, i32 1
  %60 = load i8, i8* %59, align 1, !tbaa !9
  %61 = add i8 %60, 37
  store i8 %61, i8* %59, align 1, !tbaa !9
  %62 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %47, i32 2
  %63 = load i8, i8* %62, align 2, !tbaa !10
  %64 = shl i8 %63, 1
  %65 = icmp slt i8 %63, 0
  %66 = select i1 %65, i8 27, i8 0
  %67 = xor i8 %66, %64
  store i8 %67, i8* %62, align 2, !tbaa !10
  %68 = lshr i32 %54, 8
  %69 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %47, i32 3
  %70 = load i8, i8* %69, align 1, !tbaa !11
  %71 = trunc i32 %68 to i8
  %72 = xor i8 %70, %71
  store i8 %72, i8* %69, align 1, !tbaa !11
  %73 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %47, i32 4
  %74 = load i16, i16* %73, align 4, !tbaa !12
  %75 = lshr i32 %54, 12
  %76 = trunc i32 %75 to i16
  %77 = sub i16 %74, %76
  store i16 %77, i16* %73, align 4, !tbaa !12
  %78 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %47, i32 5
  %79 = load i16, i16* %78, align 2, !tbaa !13
  %80 = and i32 %52, 15
  %81 = shl i32 1, %80
  %82 = trunc i32 %81 to i16
  %83 = xor i16 %79, %82
  %84 = and i16 %83, 32767
  %85 = and i8 %58, -128
  %86 = zext i8 %85 to i16
  %87 = shl nuw i16 %86, 8
  %88 = or i16 %84, %87
  store i16 %88, i16* %78, align 2, !tbaa !13
  %89 = add nuw nsw i64 %47, 1
  %90 = icmp eq i64 %89, 40
  br i1 %90, label %27, label %46, !llvm.loop !19

91:                                               ; preds = %26, %123
  %92 = phi i64 [ 0, %26 ], [ %162, %123 ]
  %93 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %92, i32 1
  %94 = load i8, i8* %93, align 1, !tbaa !9
  %95 = zext i8 %94 to i32
  %96 = shl nuw i32 %95, 24
  %97 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %92, i32 2
  %98 = load i8, i8* %97, align 2, !tbaa !10
  %99 = zext i8 %98 to i32
  %100 = shl nuw nsw i32 %99, 16
  %101 = or i32 %100, %96
  %102 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %92, i32 3
  %103 = load i8, i8* %102, align 1, !tbaa !11
  %104 = zext i8 %103 to i32
  %105 = shl nuw nsw i32 %104, 8
  %106 = or i32 %101, %105
  %107 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %92, i32 0
  %108 = load i8, i8* %107, align 8, !tbaa !6
  %109 = zext i8 %108 to i32
  %110 = or i32 %106, %109
  %111 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %92, i32 1
  %112 = load i8, i8* %111, align 1, !tbaa !9
  %113 = icmp eq i8 %94, %112
  br i1 %113, label %114, label %122

114:                                              ; preds = %91
  %115 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %92, i32 2
  %116 = load i8, i8* %115, align 2, !tbaa !10
  %117 = icmp eq i8 %98, %116
  br i1 %117, label %118, label %122

118:                                              ; preds = %114
  %119 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %92, i32 3
  %120 = load i8, i8* %119, align 1, !tbaa !11
  %121 = icmp eq i8 %103, %120
  br i1 %121, label %123, label %122

122:                                              ; preds = %118, %114, %91
  call void @abort() #2
  br label %123

123:                                              ; preds = %122, %118
  %124 = load i32, i32* @h, align 4, !tbaa !2
  %125 = xor i32 %124, %110
  %126 = mul i32 %125, 16777619
  store i32 %126, i32* @h, align 4, !tbaa !2
  %127 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %92, i32 5
  %128 = load i16, i16* %127, align 2, !tbaa !13
  %129 = zext i16 %128 to i32
  %130 = and i32 %129, 15
  %131 = zext i32 %130 to i64
  %132 = getelementptr inbounds [16 x i8], [16 x i8]* @popcount16.nib, i64 0, i64 %131
  %133 = load i8, i8* %132, align 1, !tbaa !20
  %134 = zext i8 %133 to i32
  %135 = lshr i32 %129, 4
  %136 = and i32 %135, 15
  %137 = zext i32 %136 to i64
  %138 = getelementptr inbounds [16 x i8], [16 x i8]* @popcount16.nib, i64 0, i64 %137
  %139 = load i8, i8* %138, align 1, !tbaa !20
  %140 = zext i8 %139 to i32
  %141 = add nuw nsw i32 %140, %134
  %142 = lshr i32 %129, 8
  %143 = and i32 %142, 15
  %144 = zext i32 %143 to i64
  %145 = getelementptr inbounds [16 x i8], [16 x i8]* @popcount16.nib, i64 0, i64 %144
  %146 = load i8, i8* %145, align 1, !tbaa !20
  %147 = zext i8 %146 to i32
  %148 = add nuw nsw i32 %141, %147
  %149 = lshr i32 %129, 12
  %150 = zext i32 %149 to i64
  %151 = getelementptr inbounds [16 x i8], [16 x i8]* @popcount16.nib, i64 0, i64 %150
  %152 = load i8, i8* %151, align 1, !tbaa !20
  %153 = zext i8 %152 to i32
  %154 = add nuw nsw i32 %148, %153
  %155 = xor i32 %154, %126
  %156 = mul i32 %155, 16777619
  store i32 %156, i32* @h, align 4, !tbaa !2
  %157 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %92, i32 4
  %158 = load i16, i16* %157, align 4, !tbaa !12
  %159 = sext i16 %158 to i32
  %160 = xor i32 %156, %159
  %161 = mul i32 %160, 16777619
  store i32 %161, i32* @h, align 4, !tbaa !2
  %162 = add nuw nsw i64 %92, 1
  %163 = icmp eq i64 %162, 40
  br i1 %163, label %164, label %91, !llvm.loop !21

164:                                              ; preds = %123, %164
  %165 = phi i64 [ %190, %164 ], [ 0, %123 ]
  %166 = trunc i64 %165 to i32
  %167 = and i32 %166, 7
  %168 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i64 0, i64 %165, i32 0
  %169 = load i32, i32* %168, align 4
  %170 = and i32 %169, -536870912
  %171 = trunc i64 %165 to i32
  %172 = shl i32 %171, 3
  %173 = add i32 %172, 136
  %174 = and i32 %173, 248
  %175 = trunc i64 %165 to i32
  %176 = mul i32 %175, 11520
  %177 = and i32 %176, 65280
  %178 = trunc i64 %165 to i32
  %179 = shl i32 %178, 16
  %180 = and i32 %179, 65536
  %181 = trunc i64 %165 to i32
  %182 = mul i32 %181, 22282240
  %183 = add i32 %182, 274726912
  %184 = and i32 %183, 536608768
  %185 = or i32 %177, %167
  %186 = or i32 %185, %180
  %187 = or i32 %186, %184
  %188 = or i32 %187, %174
  %189 = or i32 %188, %170
  store i32 %189, i32* %168, align 4
  %190 = add nuw nsw i64 %165, 1
  %191 = icmp eq i64 %190, 24
  br i1 %191, label %192, label %164, !llvm.loop !22

192:                                              ; preds = %164, %197
  %193 = phi i32 [ %198, %197 ], [ 0, %164 ]
  %194 = and i32 %193, 3
  br label %200

195:                                              ; preds = %197
  %196 = load i32, i32* @h, align 4, !tbaa !2
  br label %239

197:                                              ; preds = %200
  %198 = add nuw nsw i32 %193, 1
  %199 = icmp eq i32 %198, 20
  br i1 %199, label %195, label %192, !llvm.loop !23

200:                                              ; preds = %192, %200
  %201 = phi i64 [ 0, %192 ], [ %235, %200 ]
  %202 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i64 0, i64 %201, i32 0
  %203 = load i32, i32* %202, align 4
  %204 = add i32 %203, 3
  %205 = and i32 %204, 7
  %206 = shl i32 %203, 24
  %207 = ashr i32 %206, 27
  %208 = add nsw i32 %207, %194
  %209 = icmp sgt i32 %208, 16
  %210 = select i1 %209, i32 -33, i32 -1
  %211 = add nsw i32 %210, %208
  %212 = icmp slt i32 %211, -16
  %213 = select i1 %212, i32 15, i32 %211
  %214 = shl nsw i32 %213, 3
  %215 = and i32 %214, 248
  %216 = lshr i32 %203, 8
  %217 = and i32 %216, 255
  %218 = mul nuw nsw i32 %217, 1280
  %219 = add nuw nsw i32 %218, 256
  %220 = and i32 %219, 65280
  %221 = shl i32 %203, 3
  %222 = ashr i32 %221, 20
  %223 = shl i32 %213, 27
  %224 = ashr exact i32 %223, 27
  %225 = mul nsw i32 %224, 7
  %226 = add nsw i32 %225, %222
  %227 = shl nsw i32 %226, 17
  %228 = and i32 %227, 536739840
  %229 = and i32 %203, -536805376
  %230 = or i32 %229, %205
  %231 = or i32 %230, %220
  %232 = or i32 %231, %215
  %233 = or i32 %232, %228
  %234 = xor i32 %233, 65536
  store i32 %234, i32* %202, align 4
  %235 = add nuw nsw i64 %201, 1
  %236 = icmp eq i64 %235, 24
  br i1 %236, label %197, label %200, !llvm.loop !24

237:                                              ; preds = %239
  store i32 %259, i32* @h, align 4, !tbaa !2
  %238 = and i32 %259, 2147483647
  ret i32 %238

239:                                              ; preds = %195, %239
  %240 = phi i64 [ 0, %195 ], [ %260, %239 ]
  %241 = phi i32 [ %196, %195 ], [ %259, %239 ]
  %242 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i64 0, i64 %240, i32 0
  %243 = load i32, i32* %242, align 4
  %244 = and i32 %243, 7
  %245 = lshr i32 %243, 5
  %246 = and i32 %245, 2040
  %247 = or i32 %246, %244
  %248 = and i32 %245, 2048
  %249 = or i32 %247, %248
  %250 = xor i32 %249, %241
  %251 = mul i32 %250, 16777619
  %252 = shl i32 %243, 24
  %253 = ashr i32 %252, 27
  %254 = xor i32 %251, %253
  %255 = mul i32 %254, 16777619
  %256 = shl i32 %243, 3
  %257 = ashr i32 %256, 20
  %258 = xor i32 %255, %257
  %259 = mul i32 %258, 16777619
  %260 = add nuw nsw i64 %240, 1
  %261 = icmp eq i64 %260, 24
  br i1 %261, label %237, label %239, !llvm.loop !25
}

declare dso_local void @abort() local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

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
!14 = distinct !{!14, !15, !16}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !15, !16}
!18 = distinct !{!18, !15, !16}
!19 = distinct !{!19, !15, !16}
!20 = !{!4, !4, i64 0}
!21 = distinct !{!21, !15, !16}
!22 = distinct !{!22, !15, !16}
!23 = distinct !{!23, !15, !16}
!24 = distinct !{!24, !15, !16}
!25 = distinct !{!25, !15, !16}
