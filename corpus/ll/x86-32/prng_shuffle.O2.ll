; ModuleID = 'prng_shuffle.c'
source_filename = "prng_shuffle.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

@perm = internal unnamed_addr global [64 x i8] zeroinitializer, align 1
@sample = internal unnamed_addr global [8 x i16] zeroinitializer, align 2
@xs_state = internal unnamed_addr global i32 -1831433054, align 4
@lcg_state = internal unnamed_addr global i32 1, align 4
@pcg_state = internal unnamed_addr global i64 -8846114313915602277, align 8

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load i32, i32* @xs_state, align 4, !tbaa !3
  %2 = load i32, i32* @lcg_state, align 4, !tbaa !3
  br label %4

3:                                                ; preds = %4
  store i32 %14, i32* @xs_state, align 4, !tbaa !3
  store i32 %18, i32* @lcg_state, align 4, !tbaa !3
  br label %24

4:                                                ; preds = %0, %4
  %5 = phi i32 [ -2128831035, %0 ], [ %21, %4 ]
  %6 = phi i32 [ 0, %0 ], [ %22, %4 ]
  %7 = phi i32 [ %1, %0 ], [ %14, %4 ]
  %8 = phi i32 [ %2, %0 ], [ %18, %4 ]
  %9 = shl i32 %7, 13
  %10 = xor i32 %9, %7
  %11 = lshr i32 %10, 17
  %12 = xor i32 %11, %10
  %13 = shl i32 %12, 5
  %14 = xor i32 %13, %12
  %15 = xor i32 %14, %5
  %16 = mul i32 %15, 16777619
  %17 = mul i32 %8, 1664525
  %18 = add i32 %17, 1013904223
  %19 = lshr i32 %18, 7
  %20 = xor i32 %16, %19
  %21 = mul i32 %20, 16777619
  %22 = add nuw nsw i32 %6, 1
  %23 = icmp eq i32 %22, 200
  br i1 %23, label %3, label %4, !llvm.loop !7

24:                                               ; preds = %3, %155
  %25 = phi i32 [ %21, %3 ], [ %159, %155 ]
  %26 = phi i32 [ 0, %3 ], [ %160, %155 ]
  br label %31

27:                                               ; preds = %155
  %28 = load i64, i64* @pcg_state, align 8, !tbaa !9
  br label %162

29:                                               ; preds = %31
  %30 = load i64, i64* @pcg_state, align 8, !tbaa !9
  br label %59

31:                                               ; preds = %31, %24
  %32 = phi i32 [ 0, %24 ], [ %56, %31 ]
  %33 = trunc i32 %32 to i8
  %34 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %32
  store i8 %33, i8* %34, align 1, !tbaa !11
  %35 = or i32 %32, 1
  %36 = trunc i32 %35 to i8
  %37 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %35
  store i8 %36, i8* %37, align 1, !tbaa !11
  %38 = or i32 %32, 2
  %39 = trunc i32 %38 to i8
  %40 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %38
  store i8 %39, i8* %40, align 1, !tbaa !11
  %41 = or i32 %32, 3
  %42 = trunc i32 %41 to i8
  %43 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %41
  store i8 %42, i8* %43, align 1, !tbaa !11
  %44 = or i32 %32, 4
  %45 = trunc i32 %44 to i8
  %46 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %44
  store i8 %45, i8* %46, align 1, !tbaa !11
  %47 = or i32 %32, 5
  %48 = trunc i32 %47 to i8
  %49 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %47
  store i8 %48, i8* %49, align 1, !tbaa !11
  %50 = or i32 %32, 6
  %51 = trunc i32 %50 to i8
  %52 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %50
  store i8 %51, i8* %52, align 1, !tbaa !11
  %53 = or i32 %32, 7
  %54 = trunc i32 %53 to i8
  %55 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %53
  store i8 %54, i8* %55, align 1, !tbaa !11
  %56 = add nuw nsw i32 %32, 8
  %57 = icmp eq i32 %56, 64
  br i1 %57, label %29, label %31, !llvm.loop !12

58:                                               ; preds = %83
  store i64 %68, i64* @pcg_state, align 8, !tbaa !9
  br label %91

59:                                               ; preds = %29, %83
  %60 = phi i32 [ 63, %29 ], [ %89, %83 ]
  %61 = phi i64 [ %30, %29 ], [ %68, %83 ]
  %62 = add nuw nsw i32 %60, 1
  %63 = xor i32 %60, -1
  %64 = urem i32 %63, %62
  br label %65

65:                                               ; preds = %65, %59
  %66 = phi i64 [ %68, %65 ], [ %61, %59 ]
  %67 = mul i64 %66, 6364136223846793005
  %68 = add i64 %67, 1442695040888963407
  %69 = lshr i64 %66, 45
  %70 = lshr i64 %66, 27
  %71 = xor i64 %69, %70
  %72 = trunc i64 %71 to i32
  %73 = lshr i64 %66, 59
  %74 = trunc i64 %73 to i32
  %75 = icmp eq i32 %74, 0
  %76 = sub nuw nsw i32 32, %74
  %77 = shl i32 %72, %76
  %78 = lshr i32 %72, %74
  %79 = and i32 %77, -1431655766
  %80 = select i1 %75, i32 0, i32 %79
  %81 = xor i32 %80, %78
  %82 = icmp ult i32 %81, %64
  br i1 %82, label %65, label %83

83:                                               ; preds = %65
  %84 = urem i32 %81, %62
  %85 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %60
  %86 = load i8, i8* %85, align 1, !tbaa !11
  %87 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %84
  %88 = load i8, i8* %87, align 1, !tbaa !11
  store i8 %88, i8* %85, align 1, !tbaa !11
  store i8 %86, i8* %87, align 1, !tbaa !11
  %89 = add nsw i32 %60, -1
  %90 = icmp ugt i32 %60, 1
  br i1 %90, label %59, label %58, !llvm.loop !13

91:                                               ; preds = %58, %119
  %92 = phi i32 [ 0, %58 ], [ %122, %119 ]
  %93 = phi i32 [ 0, %58 ], [ %121, %119 ]
  %94 = phi i32 [ 0, %58 ], [ %120, %119 ]
  %95 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %92
  %96 = load i8, i8* %95, align 1, !tbaa !11
  %97 = icmp sgt i8 %96, -1
  br i1 %97, label %98, label %119

98:                                               ; preds = %91
  %99 = zext i8 %96 to i32
  %100 = and i32 %99, 128
  %101 = icmp eq i32 %100, 0
  br i1 %101, label %102, label %114

102:                                              ; preds = %98, %102
  %103 = phi i32 [ %111, %102 ], [ %99, %98 ]
  %104 = phi i8 [ %110, %102 ], [ %96, %98 ]
  %105 = phi i8* [ %109, %102 ], [ %95, %98 ]
  %106 = phi i32 [ %108, %102 ], [ 0, %98 ]
  %107 = or i8 %104, -128
  store i8 %107, i8* %105, align 1, !tbaa !11
  %108 = add nuw nsw i32 %106, 1
  %109 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %103
  %110 = load i8, i8* %109, align 1, !tbaa !11
  %111 = zext i8 %110 to i32
  %112 = and i32 %111, 128
  %113 = icmp eq i32 %112, 0
  br i1 %113, label %102, label %114, !llvm.loop !14

114:                                              ; preds = %102, %98
  %115 = phi i32 [ 0, %98 ], [ %108, %102 ]
  %116 = add nsw i32 %94, 1
  %117 = icmp sgt i32 %115, %93
  %118 = select i1 %117, i32 %115, i32 %93
  br label %119

119:                                              ; preds = %91, %114
  %120 = phi i32 [ %94, %91 ], [ %116, %114 ]
  %121 = phi i32 [ %93, %91 ], [ %118, %114 ]
  %122 = add nuw nsw i32 %92, 1
  %123 = icmp eq i32 %122, 64
  br i1 %123, label %126, label %91, !llvm.loop !15

124:                                              ; preds = %126
  %125 = icmp eq i32 %151, 2016
  br i1 %125, label %155, label %154

126:                                              ; preds = %119, %126
  %127 = phi i32 [ %152, %126 ], [ 0, %119 ]
  %128 = phi i32 [ %151, %126 ], [ 0, %119 ]
  %129 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %127
  %130 = load i8, i8* %129, align 1, !tbaa !11
  %131 = and i8 %130, 127
  %132 = zext i8 %131 to i32
  %133 = add nuw nsw i32 %128, %132
  %134 = or i32 %127, 1
  %135 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %134
  %136 = load i8, i8* %135, align 1, !tbaa !11
  %137 = and i8 %136, 127
  %138 = zext i8 %137 to i32
  %139 = add nuw nsw i32 %133, %138
  %140 = or i32 %127, 2
  %141 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %140
  %142 = load i8, i8* %141, align 1, !tbaa !11
  %143 = and i8 %142, 127
  %144 = zext i8 %143 to i32
  %145 = add nuw nsw i32 %139, %144
  %146 = or i32 %127, 3
  %147 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %146
  %148 = load i8, i8* %147, align 1, !tbaa !11
  %149 = and i8 %148, 127
  %150 = zext i8 %149 to i32
  %151 = add nuw nsw i32 %145, %150
  %152 = add nuw nsw i32 %127, 4
  %153 = icmp eq i32 %152, 64
  br i1 %153, label %124, label %126, !llvm.loop !16

154:                                              ; preds = %124
  tail call void @abort() #2
  br label %155

155:                                              ; preds = %154, %124
  %156 = xor i32 %120, %25
  %157 = shl i32 %121, 8
  %158 = xor i32 %156, %157
  %159 = mul i32 %158, 16777619
  %160 = add nuw nsw i32 %26, 1
  %161 = icmp eq i32 %160, 6
  br i1 %161, label %27, label %24, !llvm.loop !17

162:                                              ; preds = %27, %198
  %163 = phi i32 [ 0, %27 ], [ %199, %198 ]
  %164 = phi i64 [ %28, %27 ], [ %200, %198 ]
  %165 = icmp ult i32 %163, 8
  br i1 %165, label %166, label %170

166:                                              ; preds = %162
  %167 = trunc i32 %163 to i16
  %168 = getelementptr inbounds [8 x i16], [8 x i16]* @sample, i32 0, i32 %163
  store i16 %167, i16* %168, align 2, !tbaa !18
  %169 = add nuw nsw i32 %163, 1
  br label %198

170:                                              ; preds = %162
  %171 = add nuw nsw i32 %163, 1
  %172 = xor i32 %163, -1
  %173 = urem i32 %172, %171
  br label %174

174:                                              ; preds = %174, %170
  %175 = phi i64 [ %177, %174 ], [ %164, %170 ]
  %176 = mul i64 %175, 6364136223846793005
  %177 = add i64 %176, 1442695040888963407
  %178 = lshr i64 %175, 45
  %179 = lshr i64 %175, 27
  %180 = xor i64 %178, %179
  %181 = trunc i64 %180 to i32
  %182 = lshr i64 %175, 59
  %183 = trunc i64 %182 to i32
  %184 = icmp eq i32 %183, 0
  %185 = sub nuw nsw i32 32, %183
  %186 = shl i32 %181, %185
  %187 = lshr i32 %181, %183
  %188 = and i32 %186, -1431655766
  %189 = select i1 %184, i32 0, i32 %188
  %190 = xor i32 %189, %187
  %191 = icmp ult i32 %190, %173
  br i1 %191, label %174, label %192

192:                                              ; preds = %174
  store i64 %177, i64* @pcg_state, align 8, !tbaa !9
  %193 = urem i32 %190, %171
  %194 = icmp ult i32 %193, 8
  br i1 %194, label %195, label %198

195:                                              ; preds = %192
  %196 = trunc i32 %163 to i16
  %197 = getelementptr inbounds [8 x i16], [8 x i16]* @sample, i32 0, i32 %193
  store i16 %196, i16* %197, align 2, !tbaa !18
  br label %198

198:                                              ; preds = %192, %195, %166
  %199 = phi i32 [ %171, %192 ], [ %171, %195 ], [ %169, %166 ]
  %200 = phi i64 [ %177, %192 ], [ %177, %195 ], [ %164, %166 ]
  %201 = icmp eq i32 %199, 500
  br i1 %201, label %202, label %162, !llvm.loop !20

202:                                              ; preds = %198
  %203 = load i16, i16* getelementptr inbounds ([8 x i16], [8 x i16]* @sample, i32 0, i32 0), align 2, !tbaa !18
  %204 = zext i16 %203 to i32
  %205 = xor i32 %159, %204
  %206 = mul i32 %205, 16777619
  %207 = load i16, i16* getelementptr inbounds ([8 x i16], [8 x i16]* @sample, i32 0, i32 1), align 2, !tbaa !18
  %208 = zext i16 %207 to i32
  %209 = xor i32 %206, %208
  %210 = mul i32 %209, 16777619
  %211 = load i16, i16* getelementptr inbounds ([8 x i16], [8 x i16]* @sample, i32 0, i32 2), align 2, !tbaa !18
  %212 = zext i16 %211 to i32
  %213 = xor i32 %210, %212
  %214 = mul i32 %213, 16777619
  %215 = load i16, i16* getelementptr inbounds ([8 x i16], [8 x i16]* @sample, i32 0, i32 3), align 2, !tbaa !18
  %216 = zext i16 %215 to i32
  %217 = xor i32 %214, %216
  %218 = mul i32 %217, 16777619
  %219 = load i16, i16* getelementptr inbounds ([8 x i16], [8 x i16]* @sample, i32 0, i32 4), align 2, !tbaa !18
  %220 = zext i16 %219 to i32
  %221 = xor i32 %218, %220
  %222 = mul i32 %221, 16777619
  %223 = load i16, i16* getelementptr inbounds ([8 x i16], [8 x i16]* @sample, i32 0, i32 5), align 2, !tbaa !18
  %224 = zext i16 %223 to i32
  %225 = xor i32 %222, %224
  %226 = mul i32 %225, 16777619
  %227 = load i16, i16* getelementptr inbounds ([8 x i16], [8 x i16]* @sample, i32 0, i32 6), align 2, !tbaa !18
  %228 = zext i16 %227 to i32
  %229 = xor i32 %226, %228
  %230 = mul i32 %229, 16777619
  %231 = load i16, i16* getelementptr inbounds ([8 x i16], [8 x i16]* @sample, i32 0, i32 7), align 2, !tbaa !18
  %232 = zext i16 %231 to i32
  %233 = xor i32 %230, %232
  %234 = mul i32 %233, 16777619
  %235 = and i32 %234, 2147483647
  ret i32 %235
}

declare dso_local void @abort() local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long long", !5, i64 0}
!11 = !{!5, !5, i64 0}
!12 = distinct !{!12, !8}
!13 = distinct !{!13, !8}
!14 = distinct !{!14, !8}
!15 = distinct !{!15, !8}
!16 = distinct !{!16, !8}
!17 = distinct !{!17, !8}
!18 = !{!19, !19, i64 0}
!19 = !{!"short", !5, i64 0}
!20 = distinct !{!20, !8}
